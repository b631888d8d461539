// Hotel, chalet and taxi reservations made through the BFF (as the signed-in user of `request`), for specs that drive
// the journey from the reservation page on. Properties and pickup slots are picked at random among those offered so
// runs and workers rarely meet on the same room, chalet or vehicle.
import { expect, type APIRequestContext } from "@playwright/test";
import { isoDaysAhead } from "./flights";

/** `itemId`: what was booked (the hotel's room type, the chalet, the transfer), for the details page or booking step. */
export type MadeStayOrTaxiReservation = { id: string; reference: string; propertyId: number | null; itemId: number; total: number; path: string };

export const STAY_LEAD = { fullName: "سارة أحمد", email: "sara.stays@example.com", phone: "+966500000009" };
const CARD = { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "Sara Ahmed" };

const shuffle = <T>(items: T[]) =>
  items
    .map((item) => [Math.random(), item] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, item]) => item);
const daysUntil = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${isoDaysAhead(0)}T00:00:00Z`)) / 86_400_000);

/** A day `from`–`to` days ahead that falls on `weekday` (0 Sunday … 4 Thursday), picked at random among them. */
export function weekdayAhead(weekday: number, from = 30, to = 60): string {
  const days: string[] = [];
  for (let d = from; d <= to; d++) {
    const iso = isoDaysAhead(d);
    if (new Date(`${iso}T12:00:00Z`).getUTCDay() === weekday) days.push(iso);
  }
  return shuffle(days)[0]!;
}

export const addDays = (iso: string, days: number) => isoDaysAhead(daysUntil(iso) + days);

async function pay(request: APIRequestContext, baseURL: string, service: string, id: string) {
  const paid = await request.post(`/api/${service}/api/Reservations/${id}/Pay`, {
    headers: { Origin: baseURL, "Idempotency-Key": `stay-made-${id}` },
    data: CARD,
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

type Made = { id: string; reference: string; breakdown: { total: number } };

/** A stay of `nights` nights in `city`, in a hotel with a room left (`checkIn` defaults to 30–60 days ahead). */
export async function makeHotelReservation(
  request: APIRequestContext,
  baseURL: string,
  {
    city,
    checkIn = isoDaysAhead(30 + Math.floor(Math.random() * 30)),
    nights = 2,
    guests = 2,
    pay: paid = false,
    locale = "en",
  }: { city: string; checkIn?: string; nights?: number; guests?: number; pay?: boolean; locale?: string },
): Promise<MadeStayOrTaxiReservation> {
  const checkOut = addDays(checkIn, nights);
  const search = await request.get(`/api/hotels/api/Hotels/Search?city=${city}&checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}&rooms=1`);
  expect(search.ok(), await search.text()).toBe(true);
  const { items } = (await search.json()) as { items: { id: number; cheapestRoom: { roomTypeId: number } }[] };
  for (const hotel of shuffle(items)) {
    const created = await request.post("/api/hotels/api/Reservations", {
      headers: { Origin: baseURL, "accept-language": locale },
      data: { roomTypeId: hotel.cheapestRoom.roomTypeId, checkIn, checkOut, guests, leadGuest: STAY_LEAD },
    });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(201);
    const r = (await created.json()) as Made;
    if (paid) await pay(request, baseURL, "hotels", r.id);
    return {
      id: r.id,
      reference: r.reference,
      propertyId: hotel.id,
      itemId: hotel.cheapestRoom.roomTypeId,
      total: r.breakdown.total,
      path: `/hotel/${hotel.id}/reservation/${r.id}`,
    };
  }
  throw new Error(`no hotel room left in ${city} ${checkIn}→${checkOut}`);
}

/** A chalet weekend in `city`: Thursday to Saturday (two weekend nights), 30–60 days ahead. */
export async function makeChaletReservation(
  request: APIRequestContext,
  baseURL: string,
  { city, guests = 4, pay: paid = false, locale = "en" }: { city: string; guests?: number; pay?: boolean; locale?: string },
): Promise<MadeStayOrTaxiReservation & { checkIn: string; checkOut: string }> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const checkIn = weekdayAhead(4);
    const checkOut = addDays(checkIn, 2);
    const search = await request.get(`/api/chalets/api/Chalets/Search?city=${city}&checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`);
    expect(search.ok(), await search.text()).toBe(true);
    const { items } = (await search.json()) as { items: { id: number }[] };
    for (const chalet of shuffle(items)) {
      const created = await request.post("/api/chalets/api/Reservations", {
        headers: { Origin: baseURL, "accept-language": locale },
        data: { chaletId: chalet.id, checkIn, checkOut, guests, leadGuest: STAY_LEAD },
      });
      if (created.status() === 409) continue;
      expect(created.status(), await created.text()).toBe(201);
      const r = (await created.json()) as Made;
      if (paid) await pay(request, baseURL, "chalets", r.id);
      return {
        id: r.id,
        reference: r.reference,
        propertyId: chalet.id,
        itemId: chalet.id,
        total: r.breakdown.total,
        path: `/chalet/${chalet.id}/reservation/${r.id}`,
        checkIn,
        checkOut,
      };
    }
  }
  throw new Error(`no chalet free for a weekend in ${city}`);
}

/** A transfer from `airport` to `area` 30–60 days ahead, at a random half hour, with a flight number and a child seat. */
export async function makeTaxiReservation(
  request: APIRequestContext,
  baseURL: string,
  {
    airport,
    area,
    passengers = 2,
    bags = 2,
    pay: paid = false,
    locale = "en",
  }: { airport: string; area: string; passengers?: number; bags?: number; pay?: boolean; locale?: string },
): Promise<MadeStayOrTaxiReservation & { date: string; time: string }> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const date = isoDaysAhead(30 + Math.floor(Math.random() * 30));
    const time = `${String(8 + Math.floor(Math.random() * 14)).padStart(2, "0")}:${Math.random() < 0.5 ? "00" : "30"}`;
    const search = await request.get(
      `/api/taxis/api/Transfers/Search?airport=${airport}&area=${area}&date=${date}&time=${time}&passengers=${passengers}&bags=${bags}`,
    );
    expect(search.ok(), await search.text()).toBe(true);
    const { items } = (await search.json()) as { items: { id: number; vehiclesLeft: number }[] };
    for (const transfer of shuffle(items.filter((i) => i.vehiclesLeft > 0))) {
      const created = await request.post("/api/taxis/api/Reservations", {
        headers: { Origin: baseURL, "accept-language": locale },
        data: { transferId: transfer.id, date, time, passengers, bags, childSeats: 1, flightNumber: "SV1234", leadPassenger: STAY_LEAD },
      });
      if (created.status() === 409) continue;
      expect(created.status(), await created.text()).toBe(201);
      const r = (await created.json()) as Made;
      if (paid) await pay(request, baseURL, "taxis", r.id);
      return {
        id: r.id,
        reference: r.reference,
        propertyId: null,
        itemId: transfer.id,
        total: r.breakdown.total,
        path: `/airport-taxi/reservation/${r.id}`,
        date,
        time,
      };
    }
  }
  throw new Error(`no transfer left from ${airport} to ${area}`);
}

/** A Thursday at least `days` ahead (a Thursday→Saturday stay is two weekend nights). */
export function thursdayAhead(days: number): string {
  const d = new Date(`${isoDaysAhead(days)}T00:00:00Z`);
  while (d.getUTCDay() !== 4) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The day after `iso` plus `n` days. */
export function plusDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A Sunday at least `days` ahead: a Sunday→Tuesday stay has no weekend night. */
export function sundayAhead(days: number): string {
  const d = new Date(`${isoDaysAhead(days)}T00:00:00Z`);
  while (d.getUTCDay() !== 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
