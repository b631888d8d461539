"use client";

import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import type { AdminTransfer } from "@/provider/contracts/admin-transfers";
import { deleteTransferSlot } from "@/lib/api/admin-transfers";
import { failureMessage } from "@/lib/api/bff-client";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Button } from "@/components/ui/button";
import { TransferSlotForm } from "./transfer-slot-form";

/** Under a transfer's form: its vehicle overrides of pickup slots (each removable) and the form that adds one. */
export function TransferSlots({ transfer }: { transfer: AdminTransfer }) {
  const t = useTranslations("AdminCatalogue");
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const router = useRouter();
  const removal = useMutation({
    mutationFn: (slotId: number) => deleteTransferSlot(slotId, locale),
    onSuccess: () => {
      toast.success(t("transfers.slotRemoved"));
      router.refresh();
    },
    onError: (error) => toast.error(failureMessage(error, t("transfers.slotRemoveFailed"))),
  });
  const day = (value: string) => format.dateTime(new Date(`${value}T12:00:00Z`), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  return (
    <section aria-labelledby="transfer-slots-title" className="mt-6 flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="transfer-slots-title" className="text-lg font-bold text-slate-900">
        {t("transfers.slots")}
      </h2>
      <p className="text-sm text-slate-600">{t("transfers.slotsIntro")}</p>
      {transfer.slots.length ? (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" data-testid="transfer-slots">
          {transfer.slots.map((slot) => {
            const dates = slot.fromDate === slot.toDate ? day(slot.fromDate) : t("transfers.slotRange", { from: day(slot.fromDate), to: day(slot.toDate) });
            const range = `${dates}, ${t("transfers.slotTimes", { from: slot.fromTime, to: slot.toTime })}`;
            return (
              <li key={slot.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm">
                <span>
                  <span className="font-semibold">{range}</span>
                  {" — "}
                  {slot.vehicles === 0 ? t("transfers.slotClosed") : t("transfers.slotVehiclesValue", { count: slot.vehicles })}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={removal.isPending}
                  onClick={() => removal.mutate(slot.id)}
                  aria-label={t("transfers.removeSlot", { range })}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{t("transfers.noSlots")}</p>
      )}
      <TransferSlotForm transfer={transfer} />
    </section>
  );
}
