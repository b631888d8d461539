"use client";

import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { setTransferOnSale } from "@/lib/api/admin-transfers";
import { failureMessage } from "@/lib/api/bff-client";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Button } from "@/components/ui/button";

/** Under a transfer's form: archive it (off sale, kept for its bookings) or put an archived one back on sale. */
export function TransferSale({ id, archived, bookingCount }: { id: number; archived: boolean; bookingCount: number }) {
  const t = useTranslations("AdminCatalogue");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const change = useMutation({
    mutationFn: () => setTransferOnSale(id, archived, locale),
    onSuccess: () => {
      toast.success(archived ? t("transfers.restored") : t("transfers.archivedDone"));
      router.refresh();
    },
    onError: (error) => toast.error(failureMessage(error, t("transfers.archiveFailed"))),
  });
  return (
    <section
      aria-label={t("transfers.archiveSection")}
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-100"
    >
      <p className="text-sm text-slate-600">{archived ? t("transfers.archivedHint") : t("transfers.archiveHint", { count: bookingCount })}</p>
      <Button type="button" variant={archived ? "secondary" : "danger"} disabled={change.isPending} onClick={() => change.mutate()}>
        {archived ? t("transfers.restore") : t("transfers.archive")}
      </Button>
    </section>
  );
}
