// The browser's admin flight writes through the BFF: save (add or edit), what a cancellation affects, and cancel.
import { adminFlight, flightCancellation, type AdminFlight, type FlightCancellation, type FlightFormValues } from "@/provider/contracts/admin-flights";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";
import { adminFlightsEndpoint } from "@/lib/endpoints";

/** Adds (id null) or edits a flight; answers it as saved. Field errors arrive as BffError.fields. */
export function saveAdminFlight(id: string | null, values: FlightFormValues, locale: Locale): Promise<AdminFlight> {
  return bffFetch(...adminFlightsEndpoint(id), {
    method: id === null ? "POST" : "PUT",
    body: values,
    locale,
    schema: adminFlight,
  });
}

export function getFlightCancellation(id: string, locale: Locale): Promise<FlightCancellation> {
  return bffFetch(...adminFlightsEndpoint(id, "Cancellation"), { locale, schema: flightCancellation });
}

/** Cancels the flight and its reservations with full refunds; a second call changes nothing. */
export function cancelAdminFlight(id: string, locale: Locale): Promise<FlightCancellation> {
  return bffFetch(...adminFlightsEndpoint(id, "Cancel"), { method: "POST", locale, schema: flightCancellation });
}
