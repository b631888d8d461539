"use client";

import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { archiveHotel, restoreHotel } from "@/lib/api/admin-hotels";
import { failureMessage } from "@/lib/api/bff-client";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Button } from "@/components/ui/button";

/** Under a hotel's form: archive it (off sale, kept for its bookings) or put an archived one back on sale. */
export function HotelDangerZone({ id, archived, reservationCount }: { id: number; archived: boolean; reservationCount: number }) {
  const t = useTranslations("AdminHotels");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const change = useMutation({
    mutationFn: () => (archived ? restoreHotel(id, locale).then(() => undefined) : archiveHotel(id, locale)),
    onSuccess: () => {
      toast.success(archived ? t("restored") : t("hotelArchived"));
      router.refresh();
    },
    onError: (error) => toast.error(failureMessage(error, t("archiveFailed"))),
  });
  return (
    <section
      aria-label={t("archiveSection")}
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-100"
    >
      <p className="text-sm text-slate-600">{archived ? t("archivedHint") : t("archiveHint", { count: reservationCount })}</p>
      <Button type="button" variant={archived ? "secondary" : "danger"} disabled={change.isPending} onClick={() => change.mutate()}>
        {archived ? t("restore") : t("archive")}
      </Button>
    </section>
  );
}
