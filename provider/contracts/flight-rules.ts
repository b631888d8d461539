// The flight rules and constants of the contracts that need no schema: the search form, its URL and the travellers
// popover use them in the browser without loading zod. provider/contracts/flights.ts re-exports all of it.
export const FARE_CLASSES = ["economy", "business", "first"] as const;
export type FareClass = (typeof FARE_CLASSES)[number];

export const FLIGHT_STATUSES = ["scheduled", "cancelled"] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

export const SEARCH_SORTS = ["price", "duration", "departure"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** "2" means two stops or more. */
export const STOP_FILTERS = [0, 1, 2] as const;
export type StopFilter = (typeof STOP_FILTERS)[number];

/** Departure time buckets in the departure airport's local time, [from, to) in minutes after midnight. */
export const TIME_BUCKETS = {
  "early-morning": [0, 360],
  morning: [360, 720],
  afternoon: [720, 1080],
  evening: [1080, 1440],
} as const;
export type TimeBucket = keyof typeof TIME_BUCKETS;

export const MAX_SEATED_PASSENGERS = 9;
export const SEARCH_DAYS_AHEAD = 365;
export const NEARBY_DAYS = 3;
/** The price calendar's days either side of the chosen day. */
export const PRICE_CALENDAR_DAYS = 15;
export const SEATS_LEFT_THRESHOLD = 10;
export const ADULT_MIN_AGE = 12;
export const CHILD_MIN_AGE = 2;
export const PASSENGER_TYPES = ["adult", "child", "infant"] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];
export const PASSENGER_FARE_FACTOR: Record<PassengerType, number> = { adult: 1, child: 0.75, infant: 0.1 };

/** SPEC §9 constants the details, booking and ticket pages show. */
export const CANCELLATION_DEADLINE_HOURS = 24;
export const CANCELLATION_FEE_PERCENT = 10;
export const MEAL_REQUEST_DEADLINE_HOURS = { standard: 24, special: 24, dietary: 48 } as const;
export const BAGGAGE_ALLOWANCE = {
  hand: { pieces: 1, weightKg: 7, dimensionsCm: [55, 25, 25] },
  checked: { pieces: 2, weightKg: 23, dimensionsCm: [158, 63, 45] },
} as const;

// ---------- helpers shared by the provider and the app ----------

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The dates a search may ask for. "Today" differs by up to a day across time zones, so the window
 * starts at yesterday in UTC (today somewhere on earth) and ends SEARCH_DAYS_AHEAD days after today.
 */
export function searchDateWindow(now: Date = new Date()): { min: string; max: string } {
  const today = now.toISOString().slice(0, 10);
  return { min: addDays(today, -1), max: addDays(today, SEARCH_DAYS_AHEAD) };
}

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = onDate.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function passengerTypeForAge(age: number): PassengerType {
  if (age >= ADULT_MIN_AGE) return "adult";
  if (age >= CHILD_MIN_AGE) return "child";
  return "infant";
}

/** The priced parts of one traveller's fare. `fare` = class price + fare type price. */
export type FareParts = { fare: number; tax: number; serviceFees: number; discount: number };

export function fareFor(adult: FareParts, type: PassengerType): FareParts {
  const f = PASSENGER_FARE_FACTOR[type];
  return {
    fare: Math.round(adult.fare * f),
    tax: Math.round(adult.tax * f),
    serviceFees: Math.round(adult.serviceFees * f),
    discount: Math.round(adult.discount * f),
  };
}

export function allIn(parts: FareParts): number {
  return Math.max(0, parts.fare + parts.tax + parts.serviceFees - parts.discount);
}

export type Party = { adults: number; children: number; infants: number };

/** Sum of every traveller's fare parts for a party; `allIn(result)` is the party's fare total. */
export function partyFare(adult: FareParts, party: Party): FareParts {
  const sum: FareParts = { fare: 0, tax: 0, serviceFees: 0, discount: 0 };
  const counts: Record<PassengerType, number> = { adult: party.adults, child: party.children, infant: party.infants };
  for (const type of PASSENGER_TYPES) {
    const p = fareFor(adult, type);
    sum.fare += p.fare * counts[type];
    sum.tax += p.tax * counts[type];
    sum.serviceFees += p.serviceFees * counts[type];
    sum.discount += p.discount * counts[type];
  }
  return sum;
}
