"use client";

import { useLocale, useTranslations } from "next-intl";
import { deleteOffer } from "@/lib/api/admin-offers";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { ConfirmDeleteButton } from "../confirm-delete-button";

/** Under an offer's form: delete it (refused, with the reason, once reservations were made for it). */
export function OfferDangerZone({ id, name, reservationCount }: { id: number; name: string; reservationCount: number }) {
  const t = useTranslations("AdminOffers");
  const locale = useLocale() as Locale;
  const router = useRouter();
  return (
    <section
      aria-label={t("deleteSection")}
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-100"
    >
      <p className="text-sm text-slate-600">{reservationCount > 0 ? t("deleteBlocked", { count: reservationCount }) : t("deleteHint")}</p>
      <ConfirmDeleteButton name={name} remove={() => deleteOffer(id, locale)} onDeleted={() => router.push("/admin/dashboard/offers")} />
    </section>
  );
}
