// The payment step's words that name what is held and issued: a flight's seats and e-ticket, the others' own
// (Payment.offer.*, Payment.hotel.*, …) and their vouchers.
import type { BookingKind } from "@/provider/contracts/booking-core";

type KindKey =
  "countdownLabel" | "countdownHelp" | "holdMinutesLeft" | "expiredBody" | "successBody" | "confirmedBody" | "viewTicket" | "declinedBody" | "stillPayable";

/** The Payment message key of `key` for this kind. */
export const kindKey = <K extends KindKey>(kind: BookingKind, key: K) => (kind === "flight" ? key : (`${kind}.${key}` as const));
