import { getLocale, getTranslations } from "next-intl/server";
import { clockTime } from "@/lib/format/clock";
import { keptFormatter } from "@/lib/format/kept-formatter";
import { ltrIsolate } from "@/lib/format/bidi";
import { PRICE_MARK, pricedText } from "@/lib/format/priced-text";
import type { Href } from "@/lib/i18n/typed-routes";
import type { FlightCard as FlightCardView } from "@/lib/provider/flight-search";
import type { CardLabels, CardModel } from "./card-model";

/**
 * What every flight card says, read once per list: the translators and formatters are looked up once instead of by
 * each card. Times, numbers and lists go through Intl objects kept across requests (lib/format/kept-formatter.ts),
 * not next-intl's per request. `model` turns a flight into the card's texts, all formatted here on the server: the
 * card itself is a client component (flight-card.tsx) that only lays them out, so the page's payload carries these
 * strings instead of the card's whole element tree.
 */
export async function getCardText() {
  const [t, terms, locale] = await Promise.all([getTranslations("Results"), getTranslations("Terms"), getLocale()]);
  const format = keptFormatter(locale);
  /** "2h 05m" / "2س 05د", digits in the page's locale. */
  const duration = (minutes: number) =>
    t("duration", { hours: format.number(Math.floor(minutes / 60)), minutes: format.number(minutes % 60, { minimumIntegerDigits: 2 }) });
  // Each stop is its city with the code beside it, "عمّان (AMM)" (issue 22 point 12); the code isolated, or codes
  // joined by "، " would merge into one left-to-right run and read in reverse order in Arabic.
  const stops = (list: readonly { code: string; city: string }[]) =>
    terms("stopsVia", { count: list.length, via: format.list(list.map((s) => `${s.city} (${ltrIsolate(s.code)})`)) });

  /** The words every card of a list shares; `action` is the link's word ("Details", or a round trip's "Select"). */
  const labels = (action?: string): CardLabels => ({
    departs: t("departs"),
    arrives: t("arrives"),
    perAdult: t("perAdult"),
    action: action ?? t("details"),
  });

  /** One flight's texts for a party of `travelers` (seated and lap), its link going to `href`. */
  const model = (flight: FlightCardView, travelers: number, href: Href): CardModel => {
    return {
      id: flight.id,
      href,
      airline: flight.airline,
      name: t("flightLabel", { airline: flight.airline.name, number: flight.flightNumber }),
      number: flight.flightNumber,
      from: { time: clockTime(format, flight.departureAt, flight.from.timezone), code: flight.from.code, city: flight.from.city },
      to: { time: clockTime(format, flight.arrivalAt, flight.to.timezone), code: flight.to.code, city: flight.to.city },
      duration: duration(flight.durationMinutes),
      stops: flight.stops.map((s) => s.code),
      stopsText: stops(flight.stops),
      nextDay: flight.dayOffset > 0 ? [t("nextDay", { days: flight.dayOffset }), t("nextDayLabel", { days: flight.dayOffset })] : null,
      price: flight.price,
      party: travelers > 1 ? pricedText(t.markup("partyTotal", { count: travelers, price: () => PRICE_MARK }), flight.totalPrice) : null,
      seatsLeft: flight.seatsLeft !== null ? t("seatsLeft", { count: flight.seatsLeft }) : null,
    };
  };

  return { labels, model };
}

export type CardText = Awaited<ReturnType<typeof getCardText>>;
