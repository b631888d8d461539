// Fixtures of the hotels, chalets and taxis suites: a hotel room type with a chosen number of rooms, a chalet and a
// transfer written straight into the database (independent of the demo seed, which only the search tests read),
// dates counted in Riyadh, and calls to the three services.
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/provider/db/client";
import { airports, chalets, hotelRoomTypes, hotelRoomUnits, hotels, taxiTransfers } from "@/provider/db/schema";
import { seedCities } from "@/provider/db/seed/stays";
import { request } from "./flight-fixtures";
import { riyadhDate } from "./offer-fixtures";

export { riyadhDate };

export const hotelsCall = (path: string, options: Parameters<typeof request>[1] = {}) => request(path, { ...options, service: "hotels" });
export const chaletsCall = (path: string, options: Parameters<typeof request>[1] = {}) => request(path, { ...options, service: "chalets" });
export const taxisCall = (path: string, options: Parameters<typeof request>[1] = {}) => request(path, { ...options, service: "taxis" });

/** The first date at least `from` days ahead (Riyadh) falling on `weekday` (0 Sunday … 4 Thursday). */
export function nextWeekday(weekday: number, from = 3): string {
  for (let d = from; ; d++) {
    const date = riyadhDate(d);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) return date;
  }
}

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const LEAD = { fullName: "Layla Hassan", email: "layla.hassan@example.com", phone: "+966501234567" };

let seq = 0;

export async function createHotel(
  db: Db,
  o: { units?: number; nightly?: number; weekend?: number | null; freeDays?: number | null; capacity?: number; stars?: number; city?: string } = {},
): Promise<{ hotelId: number; roomTypeId: number }> {
  await seedCities(db);
  seq++;
  const [h] = await db
    .insert(hotels)
    .values({
      city: o.city ?? "riyadh",
      nameAr: `فندق الاختبار ${seq}`,
      nameEn: `Test Hotel ${seq}`,
      descriptionAr: "وصف",
      descriptionEn: "About",
      addressAr: "العليا",
      addressEn: "Olaya",
      lat: 24.7,
      lng: 46.7,
      stars: o.stars ?? 4,
      rating: 85,
      photos: ["/images/stays/hotel-1.jpg"],
      amenities: ["wifi", "pool"],
      landmark: "city-centre",
      landmarkKm: 1.5,
      airportKm: 30,
    })
    .returning({ id: hotels.id });
  const freeDays = o.freeDays === undefined ? 2 : o.freeDays;
  const [rt] = await db
    .insert(hotelRoomTypes)
    .values({
      hotelId: h!.id,
      nameAr: "غرفة",
      nameEn: "Room",
      capacity: o.capacity ?? 2,
      adults: o.capacity ?? 2,
      bedType: "king",
      board: "breakfast",
      sizeSqm: 30,
      nightlyPrice: o.nightly ?? 40_000,
      weekendPrice: o.weekend === undefined ? 50_000 : o.weekend,
      refundable: freeDays !== null,
      freeCancellationDays: freeDays,
    })
    .returning({ id: hotelRoomTypes.id });
  await db.insert(hotelRoomUnits).values(Array.from({ length: o.units ?? 1 }, (_, i) => ({ roomTypeId: rt!.id, number: String(101 + i) })));
  return { hotelId: h!.id, roomTypeId: rt!.id };
}

export async function createChalet(db: Db, o: { nightly?: number; weekend?: number; freeDays?: number } = {}): Promise<number> {
  await seedCities(db);
  seq++;
  const [c] = await db
    .insert(chalets)
    .values({
      city: "riyadh",
      districtAr: "الثمامة",
      districtEn: "Al Thumamah",
      nameAr: `شاليه ${seq}`,
      nameEn: `Chalet ${seq}`,
      descriptionAr: "وصف",
      descriptionEn: "About",
      lat: 24.9,
      lng: 46.8,
      capacity: 10,
      bedrooms: 2,
      bathrooms: 3,
      privatePool: true,
      amenities: ["bbq"],
      photos: ["/images/stays/chalet-1.jpg"],
      rating: 90,
      familiesOnly: true,
      noParties: true,
      quietHoursFrom: "23:00",
      quietHoursTo: "08:00",
      securityDeposit: 50_000,
      checkInFrom: "16:00",
      checkInUntil: "23:00",
      checkOutFrom: "08:00",
      checkOutUntil: "12:00",
      nightlyPrice: o.nightly ?? 100_000,
      weekendPrice: o.weekend ?? 150_000,
      freeCancellationDays: o.freeDays ?? 3,
    })
    .returning({ id: chalets.id });
  return c!.id;
}

const AIRPORTS = {
  RUH: {
    nameAr: "مطار الملك خالد الدولي",
    nameEn: "King Khalid International Airport",
    cityAr: "الرياض",
    cityEn: "Riyadh",
    countryAr: "السعودية",
    countryEn: "Saudi Arabia",
    countryCode: "SA",
    timezone: "Asia/Riyadh",
  },
  CAI: {
    nameAr: "مطار القاهرة الدولي",
    nameEn: "Cairo International Airport",
    cityAr: "القاهرة",
    cityEn: "Cairo",
    countryAr: "مصر",
    countryEn: "Egypt",
    countryCode: "EG",
    timezone: "Africa/Cairo",
  },
} as const;

/** A sedan transfer from RUH (or `airport`) to Al Olaya with `vehicles` per slot (the airport is written when missing). */
export async function createTransfer(db: Db, o: { vehicles?: number; area?: string; airport?: keyof typeof AIRPORTS } = {}): Promise<number> {
  const code = o.airport ?? "RUH";
  await db
    .insert(airports)
    .values({ code, ...AIRPORTS[code] })
    .onConflictDoNothing();
  const [a] = await db.select({ id: airports.id }).from(airports).where(eq(airports.code, code));
  seq++;
  const [t] = await db
    .insert(taxiTransfers)
    .values({
      airportId: a!.id,
      area: o.area ?? `area-${seq}`,
      areaAr: "العليا",
      areaEn: "Al Olaya",
      vehicleClass: "sedan",
      passengerGroup: "1-3",
      vehicleAr: "كامري",
      vehicleEn: "Camry",
      maxPassengers: 3,
      maxBags: 3,
      price: 12_000,
      distanceKm: 35,
      durationMinutes: 40,
      freeWaitingMinutes: 60,
      meetAndGreet: true,
      childSeats: 1,
      vehiclesPerSlot: o.vehicles ?? 2,
    })
    .returning({ id: taxiTransfers.id });
  return t!.id;
}

export const hotelBooking = (roomTypeId: number, checkIn: string, checkOut: string, overrides: Record<string, unknown> = {}) => ({
  roomTypeId,
  checkIn,
  checkOut,
  guests: 2,
  leadGuest: LEAD,
  ...overrides,
});
export const chaletBooking = (chaletId: number, checkIn: string, checkOut: string) => ({ chaletId, checkIn, checkOut, guests: 6, leadGuest: LEAD });
export const taxiBooking = (transferId: number, date: string, time: string, overrides: Record<string, unknown> = {}) => ({
  transferId,
  date,
  time,
  passengers: 2,
  bags: 2,
  flightNumber: "SV 1234",
  leadPassenger: LEAD,
  ...overrides,
});

export const standingStays = async (db: Db, roomTypeId: number) =>
  (await db.execute(sql`select count(*)::int as n from reservation_stays where room_type_id = ${roomTypeId} and released_at is null`)) as unknown as {
    rows: { n: number }[];
  };
