// Which step of the booking stepper holds the first error, so the form can jump there on submit.
import type { FieldErrors } from "react-hook-form";
import type { BookingFormInput } from "./form-types";
import type { BookingStep } from "./step-nav";

/** From the client-side validation errors. */
export function stepOfError(errors: FieldErrors<BookingFormInput>): BookingStep {
  const travelers = errors.travelers;
  const travelerFieldError = Array.isArray(travelers)
    ? travelers.some((e) => e && Object.keys(e).some((k) => k !== "seatId" && k !== "returnSeatId"))
    : Boolean(travelers);
  if (travelerFieldError) return "travelers";
  if (errors.fareClass || errors.ticketId || errors.returnTicketId || Array.isArray(travelers)) return "seats";
  if (errors.bags || errors.meals) return "extras";
  return "review";
}

/** From the field paths of a provider validation error (e.g. "travelers.1.dateOfBirth"). */
export function stepOfPaths(paths: string[]): BookingStep {
  if (paths.some((p) => p.startsWith("travelers.") && !p.endsWith(".seatId") && !p.endsWith(".returnSeatId"))) return "travelers";
  if (paths.some((p) => p.startsWith("travelers") || p === "fareClass" || p === "ticketId" || p === "returnTicketId")) return "seats";
  if (paths.some((p) => p.startsWith("bags") || p.startsWith("meals"))) return "extras";
  return "review";
}
