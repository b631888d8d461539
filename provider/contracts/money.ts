// The money limits of every contract, in SAR minor units (halalas), and why the whole path can carry them.
//
// Every money column is a Postgres bigint (exact to 2⁶³) read back as a JS number (exact to 2⁵³ ≈ 9.007e15), and
// every price a booking is made of is capped at MAX_PRICE = 1e8 (1,000,000.00 SAR): the admin's prices (flights,
// fare types, bags, meals, offers) by their contracts, the catalogue's (hotel rooms, chalets, transfers, which no
// admin screen edits yet) by CHECK constraints of the database. The largest booking any contract lets through:
//   flight  9 seated travellers (MAX_SEATED_PASSENGERS) at class + fare type + tax + fees = 4 × 1e8 each  = 3.6e9
//           + 9 infants on laps at 10 % of that                                                         = 0.36e9
//           + 9 chosen seats × 1e8                                                                      = 0.9e9
//           + 8 bags (FLIGHT_MAX_BAGS) × 18 each (the booking's quantity) × 1e8                          = 14.4e9
//           + 20 meal lines (the booking's maximum) × 18 × 1e8                                           = 36e9
//           = 55.26e9 (552.6 M SAR)
//   hotel   one room × 30 nights (MAX_NIGHTS) × 1e8 = 3e9, + 5 % fee, + the dearest country's taxes (contracts/
//           taxes.ts: Egypt's 12 % service charge, then 14 % VAT on all three = 3e9 × 1.17 × 1.14)      = 4.0e9
//   chalet  3e9 + fee + the dearest tax without a service charge (Jordan's 16 % sales tax)               = 3.65e9
//   taxi    one vehicle × 1e8 + fee + the same 16 %                                                    = 0.12e9
//   offer   20 places (MAX_OFFER_TRAVELERS) × 1e8                                                       = 2e9
// So one booking stays below 2⁵³ by a factor of 160,000, and every product on the way (a fee or tax percentage × total,
// nights × a night's price in SQL, a tourism fee × room-nights) is far inside both bigint and 2⁵³. A sum over many bookings (the dashboard's
// revenue of a day, a flight's refunds) would need more than 160,000 of the largest bookings to pass 2⁵³; the
// database reader refuses such a value rather than round it (provider/db/client.ts).
// tests/contracts/money-limits.test.ts checks these counts against the contracts' own constants.

/** The largest single price: what an admin may type into any money field, and what the catalogue may hold. */
export const MAX_PRICE = 100_000_000;

/** The largest total one booking of any kind can reach under the contracts (the flight above). */
export const MAX_BOOKING_TOTAL = 9 * 4 * MAX_PRICE + (9 * 4 * MAX_PRICE) / 10 + 9 * MAX_PRICE + 8 * 18 * MAX_PRICE + 20 * 18 * MAX_PRICE;

/**
 * The largest price a search filter compares with: an adult's all-in fare (4 prices), a night or an offer's place
 * costs at most that. A larger filter is taken as this one (nothing costs more), never refused or sent to SQL as is.
 */
export const MAX_PRICE_FILTER = 4 * MAX_PRICE;
