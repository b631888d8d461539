// Hotels, chalets and airport transfers (issue 10): 3–5 hotels with their room types and rooms per city, chalets
// in the Saudi cities, and transfers from each city's airport in four vehicle classes. Deterministic (a fixed
// pseudo-random sequence); `copies` > 1 writes the catalogue again under numbered names (the search benchmark).
// Pictures are drawn by scripts/generate-stay-images.mjs into public/images/stays/.
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { airports, chalets, cities, hotelRoomTypes, hotelRoomUnits, hotels, taxiTransfers } from "../schema";
import { mulberry32 } from "./flights";
import { CHALET_AMENITIES, CITIES, COUNTRIES, HOTEL_AMENITIES, ROOM_TYPES } from "./stays-data";

const HOTEL_PHOTOS = 8;
const ROOM_PHOTOS = 4;
const CHALET_PHOTOS = 6;
const photo = (kind: string, n: number) => `/images/stays/${kind}-${n}.jpg`;
const round = (halalas: number, step = 500) => Math.round(halalas / step) * step;
const pickSome = <T>(rand: () => number, items: readonly T[], min: number) => items.filter((_, i) => i < min || rand() < 0.55);

/** A count said in Arabic grammar: the singular and dual forms have no digit ("غرفة نوم واحدة", "غرفتا نوم"). */
function arabicCount(n: number, forms: { one: string; two: string; few: string; many: string }): string {
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  return `${n} ${n % 100 >= 3 && n % 100 <= 10 ? forms.few : forms.many}`;
}
const STARS = { one: "بنجمة واحدة", two: "بنجمتين", few: "نجوم", many: "نجمة" };
const BEDROOMS = { one: "غرفة نوم واحدة", two: "غرفتا نوم", few: "غرف نوم", many: "غرفة نوم" };

export async function seedCities(db: Db): Promise<void> {
  await db
    .insert(cities)
    .values(
      CITIES.map((c, position) => ({
        slug: c.slug,
        nameAr: c.nameAr,
        nameEn: c.nameEn,
        countryAr: COUNTRIES[c.country].ar,
        countryEn: COUNTRIES[c.country].en,
        countryCode: c.country,
        timezone: c.timezone,
        position,
      })),
    )
    .onConflictDoNothing();
}

export async function seedHotels(db: Db, { copies = 1, seed = 10 } = {}): Promise<number> {
  const rand = mulberry32(seed);
  let count = 0;
  for (let copy = 1; copy <= copies; copy++) {
    const suffix = copy === 1 ? "" : ` ${copy}`;
    for (const city of CITIES) {
      const rows = city.hotels.map(([ar, en, districtAr, districtEn], i) => {
        const stars = Math.max(2, 5 - ((i + copy) % 4));
        const near = Math.round((0.2 + rand() * (city.landmark === "haram" ? 2 : 8)) * 10) / 10;
        return {
          city: city.slug,
          nameAr: ar + suffix,
          nameEn: en + suffix,
          descriptionAr: `فندق ${arabicCount(stars, STARS)} في حي ${districtAr} في ${city.nameAr}، بغرف مريحة وخدمة على مدار الساعة.`,
          descriptionEn: `A ${stars}-star hotel in ${districtEn}, ${city.nameEn}, with comfortable rooms and round-the-clock service.`,
          addressAr: `حي ${districtAr}، ${city.nameAr}`,
          addressEn: `${districtEn}, ${city.nameEn}`,
          lat: Math.round((city.lat + (rand() - 0.5) * 0.08) * 1e5) / 1e5,
          lng: Math.round((city.lng + (rand() - 0.5) * 0.08) * 1e5) / 1e5,
          stars,
          rating: 70 + Math.floor(rand() * 26),
          photos: [0, 1, 2].map((k) => photo("hotel", ((i + k + copy) % HOTEL_PHOTOS) + 1)),
          amenities: pickSome(rand, HOTEL_AMENITIES, stars >= 4 ? 4 : 2),
          landmark: city.landmark,
          landmarkKm: near,
          airportKm: Math.round(10 + rand() * 40),
          checkInTime: city.landmark === "haram" ? "16:00" : "15:00",
          checkOutTime: "12:00",
        };
      });
      const inserted = await db.insert(hotels).values(rows).returning({ id: hotels.id, stars: hotels.stars });
      count += inserted.length;
      for (const [h, hotel] of inserted.entries()) {
        // 2–4 room types per hotel; better hotels charge more a night.
        const kinds = ROOM_TYPES.filter((_, k) => k < 2 + ((h + copy) % 3) || (k === 4 && h % 2 === 0));
        const base = 22_000 * city.level * (0.6 + hotel.stars * 0.25);
        const types = await db
          .insert(hotelRoomTypes)
          .values(
            kinds.map(([ar, en, capacity, bedType, board, sizeSqm, factor, freeDays], k) => ({
              hotelId: hotel.id,
              nameAr: ar,
              nameEn: en,
              capacity,
              adults: capacity,
              bedType,
              board,
              sizeSqm,
              photo: photo("room", (k % ROOM_PHOTOS) + 1),
              nightlyPrice: round(base * factor),
              // Holy cities price the weekend like the week; elsewhere Thursday and Friday nights cost more.
              weekendPrice: city.landmark === "haram" ? null : round(base * factor * 1.2),
              refundable: freeDays !== null,
              freeCancellationDays: freeDays,
            })),
          )
          .returning({ id: hotelRoomTypes.id });
        await db.insert(hotelRoomUnits).values(
          types.flatMap((t, k) => {
            const units = 2 + ((h + k + copy) % 5);
            return Array.from({ length: units }, (_, u) => ({ roomTypeId: t.id, number: String((k + 1) * 100 + u + 1) }));
          }),
        );
      }
    }
  }
  return count;
}

export async function seedChalets(db: Db, { copies = 1, seed = 20 } = {}): Promise<number> {
  const rand = mulberry32(seed);
  const rows: (typeof chalets.$inferInsert)[] = [];
  for (let copy = 1; copy <= copies; copy++) {
    const suffix = copy === 1 ? "" : ` ${copy}`;
    for (const city of CITIES) {
      for (const [i, [districtAr, districtEn]] of (city.chalets ?? []).entries()) {
        const bedrooms = 1 + ((i + copy) % 4);
        const nightly = round((60_000 + rand() * 90_000) * city.level * (0.7 + bedrooms * 0.15));
        const quiet = rand() < 0.6;
        rows.push({
          city: city.slug,
          districtAr,
          districtEn,
          nameAr: `شاليه ${districtAr}${suffix}`,
          nameEn: `${districtEn} Chalet${suffix}`,
          descriptionAr: `شاليه خاص في ${districtAr} ب${city.nameAr}، ${arabicCount(bedrooms, BEDROOMS)} ومسبح ومجلس وجلسات خارجية.`,
          descriptionEn: `A private chalet in ${districtEn}, ${city.nameEn}: ${bedrooms} bedrooms, a pool, a majlis and outdoor seating.`,
          lat: Math.round((city.lat + (rand() - 0.5) * 0.2) * 1e5) / 1e5,
          lng: Math.round((city.lng + (rand() - 0.5) * 0.2) * 1e5) / 1e5,
          capacity: 6 + bedrooms * 4,
          bedrooms,
          bathrooms: bedrooms + 1,
          privatePool: rand() < 0.8,
          amenities: pickSome(rand, CHALET_AMENITIES, 3),
          photos: [0, 1, 2].map((k) => photo("chalet", ((i + k + copy) % CHALET_PHOTOS) + 1)),
          rating: 75 + Math.floor(rand() * 24),
          familiesOnly: rand() < 0.7,
          noParties: rand() < 0.6,
          quietHoursFrom: quiet ? "23:00" : null,
          quietHoursTo: quiet ? "08:00" : null,
          securityDeposit: round(nightly * 0.5, 5_000),
          checkInFrom: "16:00",
          checkInUntil: "23:00",
          checkOutFrom: "08:00",
          checkOutUntil: "12:00",
          nightlyPrice: nightly,
          weekendPrice: round(nightly * 1.4),
          freeCancellationDays: [3, 5, 7][i % 3]!,
        });
      }
    }
  }
  if (rows.length) await db.insert(chalets).values(rows);
  return rows.length;
}

/** [class, group, seats, bags, ar, en, price factor, child seats, vehicles per slot]. */
const VEHICLES = [
  ["sedan", "1-3", 3, 3, "تويوتا كامري أو ما يماثلها", "Toyota Camry or similar", 1, 1, 6],
  ["business", "1-3", 3, 3, "مرسيدس الفئة E أو ما يماثلها", "Mercedes E-Class or similar", 1.8, 1, 3],
  ["minivan", "4-7", 7, 6, "هيونداي H1 أو ما يماثلها", "Hyundai H1 or similar", 1.5, 2, 4],
  ["van", "8+", 12, 12, "تويوتا هايس أو ما يماثلها", "Toyota HiAce or similar", 2.2, 3, 2],
] as const;

export async function seedTaxiTransfers(db: Db, { copies = 1 } = {}): Promise<number> {
  const codes = [...new Set(CITIES.map((c) => c.airport))];
  // Transfers leave from the flight catalogue's airports; a database without them (some tests) gets none.
  const known = await db.select({ id: airports.id, code: airports.code }).from(airports).where(inArray(airports.code, codes));
  const idOf = new Map(known.map((a) => [a.code, a.id]));
  const rows: (typeof taxiTransfers.$inferInsert)[] = [];
  for (const city of CITIES) {
    const airportId = idOf.get(city.airport);
    if (airportId === undefined) continue;
    for (const [slug, areaAr, areaEn, km] of city.areas.flatMap((a) =>
      Array.from({ length: copies }, (_, c) => a.map((v, i) => (i === 0 && c > 0 ? `${v}-${c + 1}` : v)) as typeof a),
    )) {
      const area = slug;
      for (const [k, [vehicleClass, passengerGroup, seats, bags, vehicleAr, vehicleEn, factor, childSeats, perSlot]] of VEHICLES.entries()) {
        rows.push({
          airportId,
          area,
          areaAr,
          areaEn,
          vehicleClass,
          passengerGroup,
          vehicleAr,
          vehicleEn,
          photo: `/images/stays/vehicle-${k + 1}.jpg`,
          maxPassengers: seats,
          maxBags: bags,
          price: round((6_000 + km * 250) * factor * city.level, 500),
          distanceKm: km,
          durationMinutes: Math.round(10 + km * 0.9),
          freeWaitingMinutes: vehicleClass === "business" ? 90 : 60,
          meetAndGreet: vehicleClass !== "sedan",
          childSeats,
          vehiclesPerSlot: perSlot,
        });
      }
    }
  }
  if (rows.length) await db.insert(taxiTransfers).values(rows).onConflictDoNothing();
  return rows.length;
}

/** The whole stays catalogue, once: a database seeded before migration 0006 gets it on its next start. */
export async function seedStaysIfEmpty(db: Db): Promise<void> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cities)
    .where(eq(cities.slug, CITIES[0]!.slug));
  if ((row?.n ?? 0) > 0) return;
  await seedCities(db);
  await seedHotels(db);
  await seedChalets(db);
  await seedTaxiTransfers(db);
}
