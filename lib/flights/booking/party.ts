// The party and cabin carried in the URL from the results to details and booking, and the date-of-birth
// window of each passenger group on the departure date (ages as the provider takes them: ageOn/passengerTypeForAge).
import {
  ADULT_MIN_AGE,
  CHILD_MIN_AGE,
  FARE_CLASSES,
  MAX_SEATED_PASSENGERS,
  type FareClass,
  type Party,
  type PassengerType,
} from "@/provider/contracts/flights";
import type { TravelerSlot } from "./types";

export type PartyQuery = { party: Party; cabin: FareClass; /** The URL asked for something invalid and defaults were used. */ adjusted: boolean };

export const DEFAULT_PARTY: Party = { adults: 1, children: 0, infants: 0 };

type QueryValue = string | string[] | undefined;

function single(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function count(value: QueryValue, fallback: number): number | null {
  const raw = single(value);
  if (raw === undefined || raw === "") return fallback;
  return /^\d{1,2}$/.test(raw) ? Number(raw) : null;
}

/** Whether a party obeys SPEC §5: an adult at least, at most 9 seats, no more infants than adults. */
export function isValidParty(p: Party): boolean {
  return p.adults >= 1 && p.children >= 0 && p.infants >= 0 && p.adults + p.children <= MAX_SEATED_PASSENGERS && p.infants <= p.adults;
}

/** Reads adults/children/infants/cabin; a bad party falls back to one adult, a bad cabin to economy. */
export function parsePartyQuery(query: Record<string, QueryValue>): PartyQuery {
  const adults = count(query.adults, 1);
  const children = count(query.children, 0);
  const infants = count(query.infants, 0);
  const rawCabin = single(query.cabin);
  const cabinOk = rawCabin === undefined || rawCabin === "" || (FARE_CLASSES as readonly string[]).includes(rawCabin);
  const cabin = cabinOk && rawCabin ? (rawCabin as FareClass) : "economy";
  const party = adults !== null && children !== null && infants !== null ? { adults, children, infants } : null;
  if (party && isValidParty(party)) return { party, cabin, adjusted: !cabinOk };
  return { party: DEFAULT_PARTY, cabin, adjusted: true };
}

/** `?adults=&children=&infants=&cabin=` for links that carry the party on. */
export function partyQueryString({ party, cabin }: { party: Party; cabin: FareClass }): string {
  return new URLSearchParams({
    adults: String(party.adults),
    children: String(party.children),
    infants: String(party.infants),
    cabin,
  }).toString();
}

/** One slot per traveller: adults first, then children, then infants; `ordinal` counts within the group. */
export function travelerSlots(party: Party): TravelerSlot[] {
  const slots: TravelerSlot[] = [];
  const groups: [PassengerType, number][] = [
    ["adult", party.adults],
    ["child", party.children],
    ["infant", party.infants],
  ];
  for (const [type, n] of groups) for (let i = 0; i < n; i++) slots.push({ index: slots.length, type, ordinal: i + 1 });
  return slots;
}

function parts(iso: string): [number, number, number] {
  return iso.split("-").map(Number) as [number, number, number];
}

function fmt(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The same day `years` earlier; 29 February becomes the 28th in a common year. */
export function yearsBefore(iso: string, years: number): string {
  const [y, m, d] = parts(iso);
  const last = new Date(Date.UTC(y - years, m, 0)).getUTCDate();
  return fmt(y - years, m, Math.min(d, last));
}

export function dayAfter(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export const OLDEST_BIRTH_DATE = "1900-01-01";

/**
 * The birth dates (inclusive) of a passenger of `type` on a flight departing `departureDate`:
 * adults 12+, children 2–11, infants under 2 — and never after `today`.
 */
export function dateOfBirthRange(type: PassengerType, departureDate: string, today: string): { min: string; max: string } {
  const adultBorn = yearsBefore(departureDate, ADULT_MIN_AGE);
  const childBorn = yearsBefore(departureDate, CHILD_MIN_AGE);
  const cap = (v: string) => (v > today ? today : v);
  if (type === "adult") return { min: OLDEST_BIRTH_DATE, max: cap(adultBorn) };
  if (type === "child") return { min: dayAfter(adultBorn), max: cap(childBorn) };
  return { min: dayAfter(childBorn), max: cap(departureDate) };
}

export function isDateOfBirthInRange(dateOfBirth: string, type: PassengerType, departureDate: string, today: string): boolean {
  const { min, max } = dateOfBirthRange(type, departureDate, today);
  return dateOfBirth >= min && dateOfBirth <= max;
}
