// What a flight card shows, as texts formatted on the server (card-text.ts) and laid out by the client card
// (flight-card.tsx). Kept apart from both so the client bundle imports only these types.
import type { PricedText } from "@/lib/format/priced-text";
import type { Href } from "@/lib/i18n/typed-routes";

/** An airport end of the card: the local time, the airport's code and city. */
export type CardEnd = { time: string; code: string; city: string };

export type CardModel = {
  id: string;
  /** The flight's details, or a round trip's next step. */
  href: Href;
  airline: { code: string; name: string; logo: string | null };
  /** What a screen reader says for the card's title: "Flight Saudia number SV1004". */
  name: string;
  number: string;
  from: CardEnd;
  to: CardEnd;
  duration: string;
  /** The stops' airport codes: one dot each on the route line. */
  stops: string[];
  stopsText: string;
  /** The "+1" marker and what it says to a screen reader, when the flight lands on a later day. */
  nextDay: [shown: string, said: string] | null;
  /** Price of one adult, SAR minor units. */
  price: number;
  /** The party's total, in its sentence: the text before the price, the price (SAR minor units), the text after. */
  party: PricedText | null;
  seatsLeft: string | null;
};

/** The words every card of a list shares, sent once; `showAll`, the control under a list cut at its first screen. */
export type CardLabels = { departs: string; arrives: string; perAdult: string; action: string; showAll?: string };

/**
 * How many cards a list sends at first (issue 27, "send less"): a screenful. The rest come on "Show all" (the same
 * search with show=all): a card is some 1.3 KB of markup and 0.6 KB of texts in the page's payload.
 */
export const FIRST_SCREEN = 6;

/** The id of a card's title: what names the card, and where "Show all" takes the focus (or the page, without JavaScript). */
export const cardTitleId = (id: string) => `f-${id}`;
