import { getFormatter, getTranslations } from "next-intl/server";
import { ArrowRight, Ban } from "lucide-react";
import type { FareClass, Party } from "@/provider/contracts/flights";
import { partyQueryString } from "@/lib/flights/booking/party";
import { pricePreview } from "@/lib/flights/booking/price-preview";
import type { FlightView } from "@/lib/flights/booking/types";
import { Link } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";
import { Money } from "@/components/currency/money";
import { buttonClasses } from "@/components/ui/button";

/** The party's total in this cabin with the cheapest fare type, before seats and extras; null without fare types. */
function cheapestTotal(flight: FlightView, party: Party, classPrice: number) {
  const cheapest = flight.fareTypes.reduce<number | null>((min, f) => (min === null || f.price < min ? f.price : min), null);
  if (cheapest === null) return null;
  return pricePreview({
    classPrice,
    fareTypePrice: cheapest,
    tax: flight.tax,
    serviceFees: flight.serviceFees,
    discount: flight.discount,
    party,
    chosenSeats: 0,
    seatSelectionPrice: flight.seatSelectionPrice,
    bags: [],
    meals: [],
  });
}

/** The party, the cabin's total from the cheapest fare type, and Book — an aside on desktop, a bottom bar on phones. */
export async function BookPanel({ flight, party, cabin }: { flight: FlightView; party: Party; cabin: FareClass }) {
  const t = await getTranslations("Flight");
  const terms = await getTranslations("Terms");
  const format = await getFormatter();
  const cls = flight.classes.find((c) => c.fareClass === cabin);
  const preview = cls ? cheapestTotal(flight, party, cls.price) : null;
  const travelers = party.adults + party.children + party.infants;
  const blocked =
    flight.status === "cancelled"
      ? t("cancelledNotice")
      : !cls
        ? t("classNotOffered")
        : cls.seatsAvailable < party.adults + party.children
          ? t("notEnoughSeats")
          : null;
  const href: Href = `/flight/${flight.id}/booking?${partyQueryString({ party, cabin })}`;
  const partyLine = [
    terms("passengerCount.adult", { count: party.adults }),
    party.children ? terms("passengerCount.child", { count: party.children }) : null,
    party.infants ? terms("passengerCount.infant", { count: party.infants }) : null,
  ].filter((part): part is string => part !== null);
  const partyText = format.list(partyLine, { type: "unit" });

  const action = blocked ? (
    <span className={buttonClasses("secondary", "lg", "w-full cursor-not-allowed opacity-70")} aria-disabled="true">
      <Ban aria-hidden className="size-5" />
      {t("unavailable")}
    </span>
  ) : (
    <Link href={href} className={buttonClasses("primary", "lg", "w-full")}>
      {t("book")}
      <ArrowRight aria-hidden className="size-5 rtl:rotate-180" />
    </Link>
  );

  return (
    <>
      <aside aria-labelledby="book-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24">
        <h2 id="book-title" className="text-lg font-bold text-slate-900">
          {t("yourTrip")}
        </h2>
        <dl className="mt-3 flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{terms("travellers")}</dt>
            <dd className="text-end font-medium text-slate-900">{partyText}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{terms("cabinLabel")}</dt>
            <dd className="font-medium text-slate-900">{terms(`cabin.${cabin}`)}</dd>
          </div>
        </dl>
        {preview ? (
          <div className="mt-4 border-t border-slate-100 pt-4">
            <p className="text-xs text-muted">{t("totalFor", { count: travelers })}</p>
            <Money value={preview.total} className="text-2xl font-extrabold text-brand-800" />
            <p className="mt-1 text-xs text-muted">{t("totalNote")}</p>
          </div>
        ) : null}
        {blocked ? <p className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">{blocked}</p> : null}
        <div className="mt-4 hidden lg:block">{action}</div>
      </aside>
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden">
        <div className="mx-auto flex max-w-5xl items-center gap-3">
          {preview ? (
            <div className="min-w-0 flex-1">
              <p className="truncate text-xs text-muted">{t("totalFor", { count: travelers })}</p>
              <Money value={preview.total} className="text-lg font-extrabold text-brand-800" />
            </div>
          ) : null}
          <div className="w-44 shrink-0">{action}</div>
        </div>
      </div>
    </>
  );
}
