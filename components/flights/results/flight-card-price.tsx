import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { Money } from "@/components/currency/money";
import { Link } from "@/lib/i18n/navigation";
import type { PagePath } from "@/lib/i18n/typed-routes";
import type { FlightCard as FlightCardView } from "@/lib/provider/flight-search";

type Props = {
  flight: FlightCardView;
  travelers: number;
  detailsHref: { pathname: PagePath; query: Record<string, string> };
  /** The card's title, which the Details link is described by. */
  titleId: string;
  /** The link's word: "Details" by default; a round trip's legs are picked with "Select". */
  actionLabel?: string;
};

/** The card's end: price per adult, the party total, seats left, and the link to the flight's details. */
export async function FlightCardPrice({ flight, travelers, detailsHref, titleId, actionLabel }: Props) {
  const t = await getTranslations("Results");
  return (
    <div className="flex items-end justify-between gap-3 border-t border-slate-100 pt-3 md:w-52 md:shrink-0 md:flex-col md:items-end md:border-s md:border-t-0 md:ps-5 md:pt-0">
      <div className="md:text-end">
        <p className="text-2xl font-extrabold text-brand-800" data-testid="flight-price" data-price={flight.price}>
          <Money value={flight.price} />
        </p>
        <p className="text-xs text-muted">{t("perAdult")}</p>
        {travelers > 1 ? (
          <p className="text-xs font-medium text-slate-600">{t.rich("partyTotal", { count: travelers, price: () => <Money value={flight.totalPrice} /> })}</p>
        ) : null}
        {flight.seatsLeft !== null ? <p className="mt-1 text-xs font-semibold text-red-600">{t("seatsLeft", { count: flight.seatsLeft })}</p> : null}
      </div>
      <Link
        href={detailsHref}
        aria-describedby={titleId}
        className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {actionLabel ?? t("details")}
        <ArrowLeft aria-hidden className="size-4 ltr:rotate-180" />
      </Link>
    </div>
  );
}
