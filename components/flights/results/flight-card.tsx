import type { Href } from "@/lib/i18n/typed-routes";
import type { FlightCard as FlightCardView } from "@/lib/provider/flight-search";
import { Latin } from "@/components/ui/latin";
import { AirlineLogo } from "./airline-logo";
import type { CardText } from "./card-text";
import { FlightCardPrice } from "./flight-card-price";

type Props = {
  flight: FlightCardView;
  /** Seated and lap travellers of the search, for the party total. */
  travelers: number;
  href: Href;
  /** The link's word when it is not "Details" (a round trip's Select). */
  actionLabel?: string;
  text: CardText;
};

/**
 * One bookable flight: airline, times in each airport's local time, duration, stops and price. Server markup styled by
 * the short classes of app/styles/flight-results.css; its only client parts are the price (the visitor's currency) and the link.
 */
export function FlightCard({ flight, travelers, href, actionLabel, text }: Props) {
  const { t } = text;
  const titleId = `f-${flight.id}`;
  return (
    <article aria-labelledby={titleId} className="fc">
      <div className="fc-air">
        <AirlineLogo code={flight.airline.code} logo={flight.airline.logo} />
        <div className="min-w-0">
          <h3 id={titleId} className="fc-name">
            <span className="sr-only">{t("flightLabel", { airline: flight.airline.name, number: flight.flightNumber })}</span>
            <span aria-hidden>{flight.airline.name}</span>
          </h3>
          <p aria-hidden className="fc-sub">
            <Latin>{flight.flightNumber}</Latin>
          </p>
        </div>
      </div>
      <div className="fc-route">
        <Airport label={t("departs")} time={text.time(flight.departureAt, flight.from.timezone)} airport={flight.from} />
        <div className="fc-mid">
          <p className="fc-dur">{text.duration(flight.durationMinutes)}</p>
          <div aria-hidden className="fc-line">
            {flight.stops.map((s) => (
              <span key={s.code} className="fc-dot" />
            ))}
          </div>
          <p className="fc-stops" data-direct={flight.stops.length === 0 || undefined}>
            {text.stops(flight.stops)}
          </p>
        </div>
        <Airport label={t("arrives")} time={text.time(flight.arrivalAt, flight.to.timezone)} airport={flight.to} end>
          {flight.dayOffset > 0 ? (
            <sup className="fc-next" title={t("nextDayLabel", { days: flight.dayOffset })}>
              <span aria-hidden>{t("nextDay", { days: flight.dayOffset })}</span>
              <span className="sr-only">{t("nextDayLabel", { days: flight.dayOffset })}</span>
            </sup>
          ) : null}
        </Airport>
      </div>
      <FlightCardPrice flight={flight} travelers={travelers} href={href} titleId={titleId} actionLabel={actionLabel} t={t} />
    </article>
  );
}

/** A departure or an arrival: the time (said with what it is), the airport's code and city. */
function Airport({
  label,
  time,
  airport,
  end,
  children,
}: {
  label: string;
  time: string;
  airport: { code: string; city: string };
  end?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div className={end ? "text-end" : "text-start"}>
      <p className="fc-time">
        <span className="sr-only">{label} </span>
        {time}
        {children}
      </p>
      <p className="fc-port">
        <Latin>{airport.code}</Latin>
        <span className="fc-city">{airport.city}</span>
      </p>
    </div>
  );
}
