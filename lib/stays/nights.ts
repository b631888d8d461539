// The nights of the dates a stay form holds: schema-free, so the form's client part can count them too.
import { countNights, isValidIsoDate } from "@/provider/contracts/stay-rules";

/** The nights between two dates as the form holds them, or null when they are not a valid stay's order. */
export function draftNights(draft: { checkIn: string; checkOut: string }): number | null {
  if (!isValidIsoDate(draft.checkIn) || !isValidIsoDate(draft.checkOut) || draft.checkOut <= draft.checkIn) return null;
  return countNights(draft.checkIn, draft.checkOut).nights;
}
