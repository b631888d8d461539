import { Money } from "@/components/currency/money";
import { Link } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";
import type { FlightCard as FlightCardView } from "@/lib/provider/flight-search";
import type { CardText } from "./card-text";

type Props = {
  flight: FlightCardView;
  travelers: number;
  href: Href;
  /** The card's title, which the Details link is described by. */
  titleId: string;
  /** The link's word: "Details" by default; a round trip's legs are picked with "Select". */
  actionLabel?: string;
  t: CardText["t"];
};

/** The card's end: price per adult, the party total, seats left, and the link to the flight's details. */
export function FlightCardPrice({ flight, travelers, href, titleId, actionLabel, t }: Props) {
  return (
    <div className="fc-buy">
      <div className="md:text-end">
        <p className="fc-price" data-testid="flight-price" data-price={flight.price}>
          <Money value={flight.price} />
        </p>
        <p className="fc-sub">{t("perAdult")}</p>
        {travelers > 1 ? <p className="fc-party">{t.rich("partyTotal", { count: travelers, price: () => <Money value={flight.totalPrice} /> })}</p> : null}
        {flight.seatsLeft !== null ? <p className="fc-seats">{t("seatsLeft", { count: flight.seatsLeft })}</p> : null}
      </div>
      <Link href={href} aria-describedby={titleId} className="fc-go">
        {actionLabel ?? t("details")}
      </Link>
    </div>
  );
}
