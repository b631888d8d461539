"use client";

import { Money } from "@/components/currency/money";
import { Priced } from "@/components/currency/priced";
import { Latin } from "@/components/ui/latin";
import { Link } from "@/lib/i18n/navigation";
import { AirlineLogo } from "./airline-logo";
import type { CardEnd, CardLabels, CardModel } from "./card-model";

/**
 * One bookable flight: airline, times in each airport's local time, duration, stops and price, styled by the short
 * classes of app/styles/flight-results.css. A client component that lays out texts formatted on the server
 * (card-text.ts): the page's payload then carries each card's texts, not its element tree (a server card was sent
 * twice, as HTML and as that tree); the price is in the visitor's currency.
 */
export function FlightCard({ card, labels }: { card: CardModel; labels: CardLabels }) {
  const titleId = `f-${card.id}`;
  return (
    <article aria-labelledby={titleId} className="fc">
      <div className="fc-air">
        <AirlineLogo code={card.airline.code} logo={card.airline.logo} />
        <div className="min-w-0">
          <h3 id={titleId} className="fc-name">
            <span className="sr-only">{card.name}</span>
            <span aria-hidden>{card.airline.name}</span>
          </h3>
          <p aria-hidden className="fc-sub">
            <Latin>{card.number}</Latin>
          </p>
        </div>
      </div>
      <div className="fc-route">
        <Airport label={labels.departs} end={card.from} />
        <div className="fc-mid">
          <p className="fc-dur">{card.duration}</p>
          <div aria-hidden className="fc-line">
            {card.stops.map((code) => (
              <span key={code} className="fc-dot" />
            ))}
          </div>
          <p className="fc-stops" data-direct={card.stops.length === 0 || undefined}>
            {card.stopsText}
          </p>
        </div>
        <Airport label={labels.arrives} end={card.to} arrival>
          {card.nextDay ? (
            <sup className="fc-next" title={card.nextDay[1]}>
              <span aria-hidden>{card.nextDay[0]}</span>
              <span className="sr-only">{card.nextDay[1]}</span>
            </sup>
          ) : null}
        </Airport>
      </div>
      <div className="fc-buy">
        <div className="md:text-end">
          <p className="fc-price" data-testid="flight-price" data-price={card.price}>
            <Money value={card.price} />
          </p>
          <p className="fc-sub">{labels.perAdult}</p>
          {card.party ? (
            <p className="fc-party">
              <Priced text={card.party} />
            </p>
          ) : null}
          {card.seatsLeft !== null ? <p className="fc-seats">{card.seatsLeft}</p> : null}
        </div>
        <Link href={card.href} aria-describedby={titleId} className="fc-go">
          {labels.action}
        </Link>
      </div>
    </article>
  );
}

/** The cards of one list, the shared words sent once. */
export function FlightCardList({ cards, labels }: { cards: CardModel[]; labels: CardLabels }) {
  return (
    <ul className="space-y-3">
      {cards.map((card) => (
        <li key={card.id}>
          <FlightCard card={card} labels={labels} />
        </li>
      ))}
    </ul>
  );
}

/** A departure or an arrival: the time (said with what it is), the airport's code and city. */
function Airport({ label, end, arrival, children }: { label: string; end: CardEnd; arrival?: boolean; children?: React.ReactNode }) {
  return (
    <div className={arrival ? "text-end" : "text-start"}>
      <p className="fc-time">
        <span className="sr-only">{label} </span>
        {end.time}
        {children}
      </p>
      <p className="fc-port">
        <Latin>{end.code}</Latin>
        <span className="fc-city">{end.city}</span>
      </p>
    </div>
  );
}
