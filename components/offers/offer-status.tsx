import { getTranslations } from "next-intl/server";
import type { OfferView } from "@/lib/provider/offers";
import { offerDateFormat } from "./offer-dates";

/** What is left of an offer: places (urgent under 5), sold out, not open yet, or over. */
export async function OfferStatusBadge({ offer }: { offer: Pick<OfferView, "status" | "availability" | "startDate"> }) {
  const [t, date] = await Promise.all([getTranslations("Offers"), offerDateFormat()]);
  const base = "shrink-0 rounded-full px-2.5 py-1 text-xs font-bold";
  switch (offer.status) {
    case "expired":
      return <span className={`${base} bg-slate-100 text-slate-600`}>{t("expired")}</span>;
    case "soldOut":
      return <span className={`${base} bg-slate-100 text-slate-600`}>{t("soldOut")}</span>;
    case "upcoming":
      return <span className={`${base} bg-sky-50 text-sky-800`}>{t("upcoming", { date: date(offer.startDate) })}</span>;
    default:
      return (
        <span className={`${base} ${offer.availability < 5 ? "bg-amber-50 text-amber-800" : "bg-emerald-50 text-emerald-800"}`}>
          {t("placesLeft", { count: offer.availability })}
        </span>
      );
  }
}
