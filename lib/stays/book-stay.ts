// The stay booking form's rules that are not the contract's: the request it sends, which field a refusal belongs
// to. Pure, for the form and its tests.
import type { CreateChaletReservationRequest, CreateHotelReservationRequest } from "@/provider/contracts/stays";

export const STAY_FORM_FIELDS = ["leadGuest.fullName", "leadGuest.email", "leadGuest.phone", "specialRequests"] as const;
export type StayFormField = (typeof STAY_FORM_FIELDS)[number];
export type StayFormValues = Record<StayFormField, string>;

export type StayBookingTarget = { kind: "hotel"; roomTypeId: number } | { kind: "chalet"; chaletId: number };
export type StayBookingStay = { checkIn: string; checkOut: string; guests: number };

/** The body of POST api/Reservations for the form's values (an empty special request is left out). */
export function stayBookingRequest(
  target: StayBookingTarget,
  stay: StayBookingStay,
  values: StayFormValues,
): CreateHotelReservationRequest | CreateChaletReservationRequest {
  const common = {
    ...stay,
    leadGuest: { fullName: values["leadGuest.fullName"], email: values["leadGuest.email"], phone: values["leadGuest.phone"] },
    specialRequests: values.specialRequests.trim() === "" ? undefined : values.specialRequests,
  };
  return target.kind === "hotel" ? { roomTypeId: target.roomTypeId, ...common } : { chaletId: target.chaletId, ...common };
}

/** Issues or provider `fields` → the form's own fields; whatever has no field (dates, guests, the room) goes apart. */
export function splitFieldErrors(found: { path: string; message: string }[]): { fields: Partial<Record<StayFormField, string>>; other: string[] } {
  const fields: Partial<Record<StayFormField, string>> = {};
  const other: string[] = [];
  for (const { path, message } of found) {
    if ((STAY_FORM_FIELDS as readonly string[]).includes(path)) fields[path as StayFormField] ??= message;
    else other.push(message);
  }
  return { fields, other };
}
