"use client";

import type { ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useFormatter } from "next-intl";
import { toast } from "sonner";
import { failureMessage } from "@/lib/api/bff-client";
import { useRouter } from "@/lib/i18n/navigation";
import { Button } from "@/components/ui/button";

type Range = { id: number; fromDate: string; toDate: string };

type Props<R extends Range> = {
  items: readonly R[];
  /** "6 Feb 2030 – 8 Feb 2030" from the two days (each "6 Feb 2030"); one day alone is said once. */
  rangeOf: (from: string, to: string) => string;
  /** What the range is named by on screen and to a screen reader beside its dates (a window of the day, say). */
  nameOf?: (item: R, dates: string) => string;
  /** What the range does (closed, a price, a number of vehicles). */
  valueOf: (item: R) => ReactNode;
  remove: (id: number) => Promise<unknown>;
  texts: { removeLabel: (name: string) => string; removed: string; removeFailed: string; empty: string };
  testId?: string;
};

/** Date ranges of a record (closed or priced nights, pickup-slot overrides): each with its remove button, or "none yet". */
export function RemovableRanges<R extends Range>({ items, rangeOf, nameOf, valueOf, remove, texts, testId }: Props<R>) {
  const format = useFormatter();
  const router = useRouter();
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      toast.success(texts.removed);
      router.refresh();
    },
    onError: (error) => toast.error(failureMessage(error, texts.removeFailed)),
  });
  const day = (value: string) => format.dateTime(new Date(`${value}T12:00:00Z`), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  if (!items.length) return <p className="text-sm text-slate-500">{texts.empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" data-testid={testId}>
      {items.map((item) => {
        const dates = item.fromDate === item.toDate ? day(item.fromDate) : rangeOf(day(item.fromDate), day(item.toDate));
        const name = nameOf ? nameOf(item, dates) : dates;
        return (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm">
            <span>
              <span className="font-semibold">{name}</span>
              {" — "}
              {valueOf(item)}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={removal.isPending}
              onClick={() => removal.mutate(item.id)}
              aria-label={texts.removeLabel(name)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
