// The booking form's schema: the contracts' createReservationRequest plus the rules that need the flight
// (date of birth against the passenger group on the departure date, seat class against the fare class, the
// passport's expiry against the departure date).
import { createReservationRequest, type CreateReservationRequest } from "@/provider/contracts/reservations";
import type { DefaultValues } from "react-hook-form";
import type { FareClass, PassengerType } from "@/provider/contracts/flights";
import { isValidIsoDate } from "@/provider/contracts/flight-rules";
import { passportValidFor } from "@/provider/contracts/passport-rules";
import { isDateOfBirthInRange } from "./party";
import type { TravelerSlot } from "./types";

export type BookingFormValues = CreateReservationRequest;

export type BookingFormContext = {
  departureDate: string;
  /** A round trip's return date: the passport must outlast it (a one-way trip: the departure date). */
  returnDate?: string | null;
  today: string;
  /** Fare class of every seat of the plane, by seat id. */
  seatClass: (seatId: number) => FareClass | undefined;
  /** The same for the return flight's plane. */
  returnSeatClass?: (seatId: number) => FareClass | undefined;
};

type RuleInput = {
  fareClass?: unknown;
  travelers?: ({ type?: unknown; dateOfBirth?: unknown; seatId?: unknown; returnSeatId?: unknown; passportExpiry?: unknown } | undefined)[];
};

/**
 * The rules that need the flight: date of birth against the passenger group on the departure date, and
 * the seat's class against the fare class. Checked on their own, so they show even while other fields
 * are still empty (zod skips an object's refinements until all of its fields parse).
 */
export function flightRuleIssues(values: RuleInput, ctx: BookingFormContext): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  (values.travelers ?? []).forEach((t, i) => {
    if (!t) return;
    const type = t.type;
    if (type !== "adult" && type !== "child" && type !== "infant") return;
    const dob = typeof t.dateOfBirth === "string" ? t.dateOfBirth : "";
    if (/^\d{4}-\d{2}-\d{2}$/.test(dob) && !isDateOfBirthInRange(dob, type as PassengerType, ctx.departureDate, ctx.today)) {
      issues.push({ path: `travelers.${i}.dateOfBirth`, message: "dateOfBirthMismatch" });
    }
    // The passport must outlast the trip by six months: a round trip's return date, a one-way flight's departure (the
    // provider checks the same).
    const expiry = typeof t.passportExpiry === "string" ? t.passportExpiry.trim() : "";
    if (isValidIsoDate(expiry) && !passportValidFor(expiry, ctx.returnDate ?? ctx.departureDate)) {
      issues.push({ path: `travelers.${i}.passportExpiry`, message: ctx.returnDate ? "passportExpiresBeforeReturn" : "passportExpiresSoon" });
    }
    const legs = [
      { field: "seatId", seat: t.seatId, seatClass: ctx.seatClass },
      { field: "returnSeatId", seat: t.returnSeatId, seatClass: ctx.returnSeatClass },
    ] as const;
    for (const leg of legs) {
      if (typeof leg.seat !== "number" || !leg.seatClass) continue;
      if (type === "infant") issues.push({ path: `travelers.${i}.${leg.field}`, message: "infantNoSeat" });
      else {
        const cls = leg.seatClass(leg.seat);
        if (cls !== undefined && cls !== values.fareClass) issues.push({ path: `travelers.${i}.${leg.field}`, message: "seatClassMismatch" });
      }
    }
  });
  return issues;
}

/** The contracts' request schema, plus flightRuleIssues for a whole-form parse (e.g. before sending). */
export function bookingFormSchema(ctx: BookingFormContext) {
  return createReservationRequest.superRefine((v, issues) => {
    for (const issue of flightRuleIssues(v, ctx)) {
      issues.addIssue({ code: "custom", path: issue.path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: issue.message });
    }
  });
}

export function defaultBookingValues(input: {
  flightId: string;
  fareClass: FareClass;
  ticketId: number;
  /** A round trip's return flight and its first fare type. */
  returnLeg?: { flightId: string; ticketId: number } | null;
  slots: TravelerSlot[];
  contact: { email: string; phone: string };
}): DefaultValues<BookingFormValues> {
  return {
    flightId: input.flightId,
    fareClass: input.fareClass,
    ticketId: input.ticketId,
    ...(input.returnLeg ? { returnFlightId: input.returnLeg.flightId, returnTicketId: input.returnLeg.ticketId } : {}),
    travelers: input.slots.map((slot) => ({
      fullName: "",
      // The booking's contact is asked of the lead traveller only, prefilled from the account.
      ...(slot.index === 0 ? { email: input.contact.email, phone: input.contact.phone } : {}),
      passportNumber: "",
      passportExpiry: "",
      dateOfBirth: "",
      type: slot.type,
      seatId: null,
      ...(input.returnLeg ? { returnSeatId: null } : {}),
      luggage: [],
    })),
    bags: [],
    meals: [],
  };
}

/**
 * The provider's field paths ("travelers.1.dateOfBirth", "bags.0.bagId") as form field names; paths the
 * form has no field for land on the nearest one that exists.
 */
export function formFieldForProviderPath(path: string): string {
  if (/^(bags|meals)\.\d+\./.test(path)) return path.split(".")[0]!;
  return path;
}
