"use client";

import { Money } from "@/components/currency/money";
import { Priced } from "@/components/currency/priced";
import type { ChaletCardModel, HotelCardModel, StayCardModel } from "./stay-card-model";

// The cards are lean markup: their looks are component classes (app/styles/stay-results.css) and their icons CSS masks
// (app/styles/icons.css). Client components laying out texts formatted on the server (stay-card-text.ts): the page's
// payload carries those texts, not each card's element tree.

/** One stay of the results, hotel or chalet. */
export function StayCard({ card }: { card: StayCardModel }) {
  return card.kind === "hotel" ? <HotelResultCard card={card} /> : <ChaletResultCard card={card} />;
}

/** One hotel of the results: picture, stars and rating, where, the cheapest fitting room and its board, the price. */
function HotelResultCard({ card }: { card: HotelCardModel }) {
  return (
    <StayCardFrame
      card={card}
      heading={
        <>
          {/* The stars as one picture named by their count (the star repeated by the mask, as many as `--stars`). */}
          <span className="stay-stars i-star" role="img" aria-label={card.stars.label} style={{ "--stars": card.stars.count } as React.CSSProperties} />
          <h2 className="mt-1">
            <a href={card.href} className="cover-link">
              {card.name}
            </a>
          </h2>
          <p className="stay-where ico-before i-pin flex-wrap gap-x-2">
            <span>{card.city}</span>
            <span aria-hidden>·</span>
            <span>{card.landmark}</span>
          </p>
        </>
      }
      notes={
        <>
          <p className="stay-room">{card.room}</p>
          <p className="stay-note">{card.board}</p>
          <CancellationLine card={card} />
          {card.roomsLeft ? <p className="stay-few ico-before i-flame">{card.roomsLeft}</p> : null}
        </>
      }
    />
  );
}

/** One chalet of the results: picture, district, how many it sleeps, its pool, the price of a night and of the stay. */
function ChaletResultCard({ card }: { card: ChaletCardModel }) {
  return (
    <StayCardFrame
      card={card}
      heading={
        <>
          <h2>
            <a href={card.href} className="cover-link">
              {card.name}
            </a>
          </h2>
          <p className="stay-where ico-before i-pin gap-1.5">{card.where}</p>
        </>
      }
      facts={
        <ul className="stay-facts">
          <li className="ico-before i-users">{card.capacity}</li>
          <li className="ico-before i-bed">{card.bedrooms}</li>
          {card.privatePool ? <li className="pool ico-before i-waves">{card.privatePool}</li> : null}
        </ul>
      }
      notes={
        <>
          <CancellationLine card={card} />
          {card.weekendPrice ? (
            <p className="stay-note">
              <Priced text={card.weekendPrice} />
            </p>
          ) : null}
        </>
      }
    />
  );
}

/** What every stay card has around its own parts: picture, heading with the score, amenities, notes beside the price. */
function StayCardFrame({ card, heading, facts, notes }: { card: StayCardModel; heading: React.ReactNode; facts?: React.ReactNode; notes: React.ReactNode }) {
  return (
    <article className="stay-card cover-card">
      <StayPhoto card={card} />
      <div className="stay-body">
        <div className="stay-head">
          <div>{heading}</div>
          <Rating card={card} />
        </div>
        {facts}
        <AmenityList card={card} />
        <div className="stay-foot">
          <div className="space-y-1">{notes}</div>
          <StayPriceBlock card={card} />
        </div>
      </div>
    </article>
  );
}

/** The card's picture (the optimizer's WebP at the width the layout needs), or the brand tint without one. */
function StayPhoto({ card }: { card: StayCardModel }) {
  return (
    <div className="stay-photo">
      {/* eslint-disable-next-line @next/next/no-img-element -- the optimizer's srcset, as components/ui/optimized-image.tsx */}
      {card.photo ? <img {...card.photo} alt="" /> : null}
    </div>
  );
}

function Rating({ card }: { card: StayCardModel }) {
  if (!card.rating) return null;
  const [shown, said] = card.rating;
  return (
    <span className="stay-score" title={said}>
      <span aria-hidden>{shown}</span>
      <span className="sr-only">{said}</span>
    </span>
  );
}

/** Up to four amenities by name; the rest are counted. */
function AmenityList({ card }: { card: StayCardModel }) {
  const { named, more } = card.amenities;
  return named.length ? (
    <ul className="stay-amenities">
      {named.map((name) => (
        <li key={name}>{name}</li>
      ))}
      {more > 0 ? <li className="more">+{more}</li> : null}
    </ul>
  ) : null;
}

/** Free cancellation until an instant (in Saudi time, as the stays are sold), or non-refundable. */
function CancellationLine({ card }: { card: StayCardModel }) {
  const { free, text } = card.cancellation;
  return free ? <p className="stay-cancel ico-before i-circle-check">{text}</p> : <p className="stay-nonref">{text}</p>;
}

/** The price of a night and of the whole stay (nights, fee and taxes), as the booking would charge it. */
function StayPriceBlock({ card }: { card: StayCardModel }) {
  if (!card.price) return null;
  return (
    <div className="stay-price" data-testid="stay-price">
      <p>
        <Money value={card.price.perNight} /> <span>{card.price.perNightLabel}</span>
      </p>
      <p className="stay-total" data-testid="stay-total">
        <Priced text={card.price.total} />
      </p>
      <p>{card.price.taxesIncluded}</p>
    </div>
  );
}
