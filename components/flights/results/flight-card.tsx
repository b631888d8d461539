"use client";

import { useEffect, useRef, useTransition, type MouseEvent } from "react";
import { Money } from "@/components/currency/money";
import { Priced } from "@/components/currency/priced";
import { buttonClasses } from "@/components/ui/button-classes";
import { Latin } from "@/components/ui/latin";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { AirlineLogo } from "./airline-logo";
import { cardTitleId, FIRST_SCREEN, type CardEnd, type CardLabels, type CardModel } from "./card-model";

/**
 * One bookable flight: airline, times in each airport's local time, duration, stops and price, styled by the short
 * classes of app/styles/flight-results.css. A client component that lays out texts formatted on the server
 * (card-text.ts): the page's payload then carries each card's texts, not its element tree (a server card was sent
 * twice, as HTML and as that tree); the price is in the visitor's currency.
 */
export function FlightCard({ card, labels, focusable }: { card: CardModel; labels: CardLabels; focusable?: boolean }) {
  const titleId = cardTitleId(card.id);
  return (
    <article aria-labelledby={titleId} className="fc">
      <div className="fc-air">
        <AirlineLogo code={card.airline.code} logo={card.airline.logo} />
        <div className="min-w-0">
          <h3 id={titleId} className="fc-name" tabIndex={focusable ? -1 : undefined}>
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

/**
 * The cards of one list, the shared words sent once. A list the server cut at its first screen comes with `more`: the
 * same search with every card, a link that works without JavaScript (at the seventh card) and can be shared. With
 * JavaScript a click asks for that page in place (no scroll, no reload) and, once its cards are here, takes the focus
 * to the first new one, where a keyboard or screen reader user goes on. The hidden cards are not in the page at all,
 * neither as HTML nor as data (issue 27); a new sort or filter starts at the first screen again.
 */
export function FlightCardList({ cards, labels, more }: { cards: CardModel[]; labels: CardLabels; more?: `/flight-search?${string}` }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  /** The index of the card to focus once the list has grown to it. */
  const focusAt = useRef<number | null>(null);

  // The next list decides: grown to it (Show all's answer), the focus goes to the first new card; any other (a sort or
  // filter chosen meanwhile) forgets the wish.
  useEffect(() => {
    const at = focusAt.current;
    focusAt.current = null;
    if (at === null || cards.length <= at) return;
    document.getElementById(cardTitleId(cards[at]!.id))?.focus();
  }, [cards]);

  function showAll(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window (a modifier key, the middle button) gets the link's page.
    if (!more || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    focusAt.current = cards.length;
    const [path] = more.split("#") as [`/flight-search?${string}`];
    startTransition(() => router.push(path, { scroll: false }));
  }

  return (
    <>
      <ul className="space-y-3">
        {cards.map((card, i) => (
          <li key={card.id}>
            <FlightCard card={card} labels={labels} focusable={i === FIRST_SCREEN} />
          </li>
        ))}
      </ul>
      {more ? (
        <Link href={more} prefetch={false} onClick={showAll} aria-busy={pending || undefined} className={buttonClasses("outline", "md", "w-full")}>
          {labels.showAll}
        </Link>
      ) : null}
    </>
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
