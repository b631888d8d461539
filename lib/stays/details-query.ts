// The details pages' URL (`/hotel/{id}?checkIn&checkOut&guests&rooms`, `/chalet/{id}?checkIn&checkOut&guests`, plus
// `room` for the hotel room chosen): parsed with the contract's stayDetailsQuery, so the page shows the same field
// errors the provider would answer, and only valid dates are ever sent to it.
import { stayDetailsQuery } from "@/provider/contracts/stays";
import { MAX_ROOMS } from "@/provider/contracts/stay-rules";

type Raw = Record<string, string | string[] | undefined>;

export type StayDatesField = "checkIn" | "checkOut" | "guests" | "rooms";

export type StayDetailsParams = {
  /** What the form shows back, as typed. */
  input: { checkIn: string; checkOut: string; guests: string; rooms: string };
  /** Valid dates to price the stay with; null without dates or when they are wrong. */
  dates: { checkIn: string; checkOut: string } | null;
  guests: number;
  rooms: number;
  /** The hotel room type chosen in the room list, when any. */
  roomId: number | null;
  /** Field → Validation message key. */
  errors: Partial<Record<StayDatesField, string>>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** Guests default to 2 and rooms to 1, as on the search form. */
export function parseStayDetailsParams(raw: Raw): StayDetailsParams {
  const input = { checkIn: first(raw.checkIn).trim(), checkOut: first(raw.checkOut).trim(), guests: first(raw.guests).trim(), rooms: first(raw.rooms).trim() };
  const errors: StayDetailsParams["errors"] = {};
  const rooms = input.rooms === "" ? 1 : Number(input.rooms);
  const roomsOk = Number.isInteger(rooms) && rooms >= 1 && rooms <= MAX_ROOMS;
  if (!roomsOk) errors.rooms = "roomsRange";
  const parsed = stayDetailsQuery.safeParse({ checkIn: input.checkIn, checkOut: input.checkOut, guests: input.guests || undefined });
  let guests = 2;
  let dates: StayDetailsParams["dates"] = null;
  if (parsed.success) {
    guests = parsed.data.guests;
    if (parsed.data.checkIn && parsed.data.checkOut) dates = { checkIn: parsed.data.checkIn, checkOut: parsed.data.checkOut };
  } else {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as StayDatesField;
      errors[field] ??= issue.message;
    }
    const g = Number(input.guests);
    if (!errors.guests && Number.isInteger(g) && g >= 1) guests = g;
  }
  if (!input.guests && !errors.guests) guests = 2;
  if (roomsOk && rooms > guests) errors.rooms ??= "roomsExceedGuests";
  const roomId = /^[1-9]\d{0,8}$/.test(first(raw.room)) ? Number(first(raw.room)) : null;
  return {
    input,
    dates: Object.keys(errors).some((k) => k === "checkIn" || k === "checkOut") ? null : dates,
    guests,
    rooms: roomsOk ? rooms : 1,
    roomId,
    errors,
  };
}

/** Guests in each room when a party takes several: the booking is one room at a time. */
export const guestsPerRoom = (guests: number, rooms: number) => Math.ceil(guests / Math.max(1, rooms));

/** The query of a details page (no empty fields), to link back with the same dates. */
export function stayDetailsQueryString(p: { checkIn?: string; checkOut?: string; guests?: number; rooms?: number; room?: number | null }): string {
  const q = new URLSearchParams();
  if (p.checkIn) q.set("checkIn", p.checkIn);
  if (p.checkOut) q.set("checkOut", p.checkOut);
  if (p.guests) q.set("guests", String(p.guests));
  if (p.rooms && p.rooms > 1) q.set("rooms", String(p.rooms));
  if (p.room) q.set("room", String(p.room));
  return q.toString();
}
