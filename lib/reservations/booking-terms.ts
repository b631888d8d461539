// The cancellation terms of a hotel, chalet or taxi booking with the clock they are read on, shared by the screens
// before booking (details page, booking form) and after (payment page, voucher), so both print the same text.
import type { CancellationTerms } from "@/provider/contracts/booking-core";
import { offsetMinutes } from "./stay-or-taxi-reservations-map";

/** A stay's times on the property's wall clock (minutes east of UTC), a ride's on the airport's zone. */
export type TermsClock = { utcOffsetMinutes: number } | { timeZone: string };

export type StayOrTaxiTermsView = { kind: "hotel" | "chalet" | "taxi"; terms: CancellationTerms; clock: TermsClock };

/** A stay's terms: the deadline is check-in, so check-in's local day and time give the property's clock. */
export function stayTermsView(kind: "hotel" | "chalet", terms: CancellationTerms, checkIn: string, checkInTime: string): StayOrTaxiTermsView {
  return { kind, terms: { ...terms }, clock: { utcOffsetMinutes: offsetMinutes(checkIn, checkInTime.slice(0, 5), terms.deadline) } };
}
