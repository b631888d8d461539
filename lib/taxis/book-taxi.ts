// The taxi booking form's logic, apart from its looks: the request it sends and where each refusal is shown.
import type { CreateTaxiReservationRequest } from "@/provider/contracts/taxis";

/** The fields the booking step asks for (request paths, as the contract and the provider name them). */
export const TAXI_FORM_FIELDS = ["leadPassenger.fullName", "leadPassenger.email", "leadPassenger.phone", "flightNumber", "childSeats"] as const;
export type TaxiFormField = (typeof TAXI_FORM_FIELDS)[number];
export type TaxiFormValues = Record<TaxiFormField, string>;

/** What the step knows from the search: the vehicle and the ride. */
export type TaxiRide = { transferId: number; date: string; time: string; passengers: number; bags: number };

export function taxiRequestFrom(values: TaxiFormValues, ride: TaxiRide): CreateTaxiReservationRequest {
  return {
    ...ride,
    childSeats: Number(values.childSeats) || 0,
    flightNumber: values.flightNumber.trim() || undefined,
    leadPassenger: { fullName: values["leadPassenger.fullName"], email: values["leadPassenger.email"].trim(), phone: values["leadPassenger.phone"].trim() },
  };
}

/**
 * Splits field messages (the contract's issues or the provider's `fields`, Validation keys) into those shown beside a
 * field of the form and those about the ride itself (date, time, passengers, bags: pickupTooSoon,
 * passengersExceedVehicle…), which the form shows above its fields.
 */
export function placeFieldErrors(fields: Record<string, string>): { byField: Partial<Record<TaxiFormField, string>>; ride: string[] } {
  const byField: Partial<Record<TaxiFormField, string>> = {};
  const ride: string[] = [];
  for (const [path, key] of Object.entries(fields)) {
    if ((TAXI_FORM_FIELDS as readonly string[]).includes(path)) byField[path as TaxiFormField] ??= key;
    else if (!ride.includes(key)) ride.push(key);
  }
  return { byField, ride };
}
