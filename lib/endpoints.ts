// The provider's services, and the endpoints that both the server (lib/provider, with the session's token) and the
// browser (lib/api, through the BFF) call, each declared once as [service, path] and spread into either client:
// `providerRequest(...airportSearchEndpoint(), …)` on the server, `bffFetch(...airportSearchEndpoint(), …)` in
// the browser. An endpoint only one side calls is written at its one call; a booking kind's reservation paths are
// lib/reservations/kinds.ts's, the favorites' lib/favorites/favorite-endpoints.ts's (a heart on a cached page loads only
// those).

/** The provider services of SPEC §7; the BFF reaches no other (lib/provider/services.ts). */
export const PROVIDER_SERVICES = ["auth-backend", "flight-backend", "search-flight", "offer-backend", "hotels", "chalets", "taxis"] as const;
export type ProviderService = (typeof PROVIDER_SERVICES)[number];

/** A provider endpoint: the service that answers and the path there. */
export type Endpoint = readonly [service: ProviderService, path: string];

/** A flight's seat map. */
export const seatMapEndpoint = (flightId: string): Endpoint => ["flight-backend", `api/Flights/${encodeURIComponent(flightId)}/Seats`];

/** Airports matching a code, name, city or country (`?q=`). */
export const airportSearchEndpoint = (): Endpoint => ["search-flight", "api/Airports/Search"];

/** The lowest fare per day around a search's day, for its route, cabin and party. */
export const priceCalendarEndpoint = (): Endpoint => ["search-flight", "api/Flights/PriceCalendar"];

/** The caller's flight reservations: POST books, GET lists every kind's. */
export const flightReservationsEndpoint = (): Endpoint => ["flight-backend", "api/Reservations"];

/** A footer page (about, terms, privacy…) in one language: GET reads, PUT writes (admin). */
export const footerPageEndpoint = (slug: string): Endpoint => ["flight-backend", `api/Pages/${slug}`];

/** The footer's social media links: GET reads, PUT writes (admin). */
export const socialLinksEndpoint = (): Endpoint => ["flight-backend", "api/Footer/SocialMedia"];

/** The admin's offers (GET lists, POST adds) or one of them (GET, PUT, DELETE). */
export const adminOffersEndpoint = (id: number | null = null): Endpoint => ["offer-backend", id === null ? "api/Admin/Offers" : `api/Admin/Offers/${id}`];

/**
 * The admin's chalets (GET lists, POST adds), one of them (GET, PUT, DELETE archives or deletes), `/Restore` (POST) or
 * its closed and priced ranges (`/Rates`, POST adds).
 */
export const adminChaletsEndpoint = (id: number | null = null, under?: "Restore" | "Rates"): Endpoint => [
  "chalets",
  ["api/Admin/Chalets", ...(id === null ? [] : [String(id)]), ...(under ? [under] : [])].join("/"),
];

/** One closed or priced range of a chalet (DELETE removes it). */
export const adminChaletRateEndpoint = (id: number): Endpoint => ["chalets", `api/Admin/ChaletRates/${id}`];

/** The admin's popular destinations (GET lists, POST adds) or one of them (PUT, DELETE). */
export const adminDestinationsEndpoint = (id: number | null = null): Endpoint => [
  "offer-backend",
  id === null ? "api/Admin/Destinations" : `api/Admin/Destinations/${id}`,
];

/** The admin's flights (GET lists, POST adds), one of them (GET, PUT), or what is under it (`/Cancellation`, `/Cancel`). */
export const adminFlightsEndpoint = (id: string | null = null, under?: "Cancellation" | "Cancel"): Endpoint => [
  "flight-backend",
  ["api/Admin/Flights", ...(id === null ? [] : [encodeURIComponent(id)]), ...(under ? [under] : [])].join("/"),
];

/** Every traveller's reservations (GET lists), one of them (GET), or as the admin cancelling it (`/Cancel`, POST) or
 * mailing its confirmation again (`/ResendMail`, POST). */
export const adminReservationsEndpoint = (id: string | null = null, under?: "Cancel" | "ResendMail"): Endpoint => [
  "flight-backend",
  ["api/Admin/Reservations", ...(id === null ? [] : [encodeURIComponent(id)]), ...(under ? [under] : [])].join("/"),
];

/** The site's accounts (GET lists), one of them (GET), or the admin's action on it (`/Lock`, `/Unlock`, `/ResendConfirmation`, POST). */
export const adminCustomersEndpoint = (id: string | null = null, under?: "Lock" | "Unlock" | "ResendConfirmation"): Endpoint => [
  "auth-backend",
  ["api/Admin/Customers", ...(id === null ? [] : [encodeURIComponent(id)]), ...(under ? [under] : [])].join("/"),
];
/** The back office's reports over a range of Riyadh days (`?from=&to=`): `Sales` per kind per day, `Occupancy` per stay. */
export const adminReportsEndpoint = (report: "Sales" | "Occupancy"): Endpoint => ["flight-backend", `api/Admin/Reports/${report}`];

/** The admin's hotels (GET lists, POST adds), one of them (GET, PUT, DELETE archives), or under it (`/Restore`, `/RoomTypes`). */
export const adminHotelsEndpoint = (id: number | null = null, under?: "Restore" | "RoomTypes"): Endpoint => [
  "hotels",
  ["api/Admin/Hotels", ...(id === null ? [] : [String(id)]), ...(under ? [under] : [])].join("/"),
];

/** A hotel's room type (PUT edits, DELETE archives) or its closed and priced ranges (`/Rates`, POST adds). */
export const adminRoomTypeEndpoint = (id: number, under?: "Rates"): Endpoint => ["hotels", `api/Admin/RoomTypes/${id}${under ? `/${under}` : ""}`];

/** One closed or priced range of a room type (DELETE removes it). */
export const adminRoomRateEndpoint = (id: number): Endpoint => ["hotels", `api/Admin/RoomRates/${id}`];

/** Under one of the admin's airport transfers: its pickup-slot overrides (`/Slots`, POST adds), `/Archive` and `/Restore`. */
export const adminTransferEndpoint = (id: number, under: "Slots" | "Archive" | "Restore"): Endpoint => ["taxis", `api/Admin/Transfers/${id}/${under}`];

/** One pickup-slot override of a transfer (DELETE removes it). */
export const adminTransferSlotEndpoint = (id: number): Endpoint => ["taxis", `api/Admin/TransferSlots/${id}`];

/** The caller's price alerts (GET lists, POST saves a search), one of them (DELETE), or the mail link's `Unsubscribe` (POST). */
export const priceAlertsEndpoint = (id: string | null = null): Endpoint => [
  "search-flight",
  id === null ? "api/PriceAlerts" : `api/PriceAlerts/${encodeURIComponent(id)}`,
];
