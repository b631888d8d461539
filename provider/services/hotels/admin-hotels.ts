// Admin: hotels, their room types and each room type's closed dates and rate overrides (contracts/admin-hotels.ts,
// issue 24 point 1). Every write is one transaction with its audit record and answers the whole hotel again, so the
// edit page shows what was stored. Nothing a booking uses is ever deleted: a hotel or room type is archived (off sale,
// kept for its bookings), and a room's units are removed only while no stay ever took them. Bookings keep their own
// amounts (reservations and reservation_stays), so a price changed here never changes one already made.
import { asc, eq, sql, type SQL } from "drizzle-orm";
import { recordAudit } from "../../admin/audit";
import { overlapRefused } from "../../bookings/date-rules";
import { everyWord, listPage } from "../../admin/list";
import {
  adminHotel,
  adminHotelListQuery,
  adminHotelPage,
  hotelAdminIdParams,
  hotelRequest,
  roomTypeRequest,
  type AdminHotel,
  type AdminHotelSummary,
  type HotelAdminSort,
  type HotelRequest,
  type RoomTypeRequest,
} from "../../contracts/admin-hotels";
import { dateRuleRequest } from "../../contracts/date-rules";
import { getDb, type Db } from "../../db/client";
import { cities, hotelRoomRates, hotelRoomTypes, hotelRoomUnits, hotels } from "../../db/schema";
import { badRequest, notFound, ProviderError } from "../../http/errors";
import type { ProviderLocale } from "../../http/locale";
import type { Service } from "../../http/service";
import { rowsOf } from "../search-flight/rows";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "execute" | "select">;

const HOTEL_RESERVATIONS = sql`(select count(distinct s.reservation_id)::int from reservation_stays s where s.hotel_id = h.id)`;

const summary = (locale: ProviderLocale) => sql`h.id, h.name_ar as "nameAr", h.name_en as "nameEn", h.city,
  c.name_${sql.raw(locale === "en" ? "en" : "ar")} as "cityName", h.stars, h.photos[1] as photo,
  (select count(*)::int from hotel_room_types rt where rt.hotel_id = h.id and rt.archived_at is null) as "roomTypeCount",
  ${HOTEL_RESERVATIONS} as "reservationCount", h.archived_at is not null as archived`;

function orderBy(locale: ProviderLocale): Record<HotelAdminSort, SQL> {
  return {
    name: locale === "en" ? sql`lower(h.name_en)` : sql`h.name_ar`,
    city: sql`h.city`,
    stars: sql`h.stars`,
    reservations: HOTEL_RESERVATIONS,
  };
}

/** The whole hotel as the edit page shows it: both languages, its room types (archived ones too) and their date rules. */
export async function readAdminHotel(db: Reader, id: number, locale: ProviderLocale = "ar"): Promise<AdminHotel> {
  const [h] = rowsOf<Omit<AdminHotel, "roomTypes" | "photos"> & { photo: string | null; photos: string[] }>(
    await db.execute(sql`select ${summary(locale)}, h.photos, h.description_ar as "descriptionAr", h.description_en as "descriptionEn",
      h.address_ar as "addressAr", h.address_en as "addressEn", h.lat, h.lng, h.landmark::text as landmark, h.landmark_km as "landmarkKm",
      h.airport_km as "airportKm", h.amenities, h.check_in_time as "checkInTime", h.check_out_time as "checkOutTime",
      h.policies_ar as "policiesAr", h.policies_en as "policiesEn"
      from hotels h join cities c on c.slug = h.city where h.id = ${id}`),
  );
  if (!h) throw notFound("HOTEL_NOT_FOUND");
  const rooms = rowsOf<Omit<AdminHotel["roomTypes"][number], "rates">>(
    await db.execute(sql`select rt.id, rt.name_ar as "nameAr", rt.name_en as "nameEn", rt.bed_type::text as "bedType", rt.board::text as board,
      rt.size_sqm as "sizeSqm", rt.adults, (rt.capacity - rt.adults)::int as children,
      (select count(*)::int from hotel_room_units u where u.room_type_id = rt.id) as units, rt.photo, rt.nightly_price as "nightlyPrice",
      rt.weekend_price as "weekendPrice", rt.refundable, rt.free_cancellation_days as "freeCancellationDays", rt.archived_at is not null as archived,
      (select count(distinct s.reservation_id)::int from reservation_stays s where s.room_type_id = rt.id) as "reservationCount"
      from hotel_room_types rt where rt.hotel_id = ${id} order by rt.archived_at nulls first, rt.id`),
  );
  const rates = rooms.length
    ? await db
        .select({
          id: hotelRoomRates.id,
          roomTypeId: hotelRoomRates.roomTypeId,
          fromDate: hotelRoomRates.fromDate,
          toDate: hotelRoomRates.toDate,
          closed: hotelRoomRates.closed,
          price: hotelRoomRates.price,
        })
        .from(hotelRoomRates)
        .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRoomRates.roomTypeId))
        .where(eq(hotelRoomTypes.hotelId, id))
        .orderBy(asc(hotelRoomRates.fromDate), asc(hotelRoomRates.id))
    : [];
  const { photo: _photo, ...hotel } = h;
  return adminHotel.parse({
    ...hotel,
    roomTypes: rooms.map((room) => ({
      ...room,
      rates: rates.filter((rate) => rate.roomTypeId === room.id).map(({ roomTypeId: _room, ...rate }) => rate),
    })),
  });
}

/** The hotel's row values of a request: a city must be a destination of stays (400 on the field otherwise). */
async function hotelValues(tx: Reader, body: HotelRequest) {
  const [city] = await tx.select({ slug: cities.slug }).from(cities).where(eq(cities.slug, body.city)).limit(1);
  if (!city) throw badRequest("VALIDATION", { city: "destinationInvalid" });
  return body;
}

const roomValues = (body: RoomTypeRequest) => {
  const { adults, children, units: _units, ...rest } = body;
  return { ...rest, adults, capacity: adults + children };
};

/** Adds or removes units so the room type has `wanted`; only units no stay ever took are removed (409 otherwise). */
async function setUnits(tx: Tx, roomTypeId: number, wanted: number): Promise<void> {
  const units = await tx
    .select({
      id: hotelRoomUnits.id,
      number: hotelRoomUnits.number,
      booked: sql<boolean>`exists (select 1 from reservation_stays s where s.room_unit_id = ${hotelRoomUnits.id})`,
    })
    .from(hotelRoomUnits)
    .where(eq(hotelRoomUnits.roomTypeId, roomTypeId))
    .orderBy(asc(hotelRoomUnits.id))
    .for("update");
  if (units.length < wanted) {
    const taken = new Set(units.map((u) => u.number));
    const numbers: string[] = [];
    for (let n = 1; numbers.length < wanted - units.length; n++) if (!taken.has(String(n))) numbers.push(String(n));
    await tx.insert(hotelRoomUnits).values(numbers.map((number) => ({ roomTypeId, number })));
  } else if (units.length > wanted) {
    const booked = units.filter((u) => u.booked).length;
    if (booked > wanted) throw new ProviderError(409, "ROOM_UNITS_BOOKED", { units: "unitsBooked" }, { count: booked });
    // The free units last added go first.
    const removable = units
      .filter((u) => !u.booked)
      .reverse()
      .slice(0, units.length - wanted);
    for (const unit of removable) await tx.delete(hotelRoomUnits).where(eq(hotelRoomUnits.id, unit.id));
  }
}

/** The room type with its hotel, locked for the write (a booking of it holds a share lock meanwhile). */
async function lockRoomType(tx: Tx, id: number): Promise<{ hotelId: number; before: AdminHotel["roomTypes"][number] }> {
  const [row] = await tx.select({ hotelId: hotelRoomTypes.hotelId }).from(hotelRoomTypes).where(eq(hotelRoomTypes.id, id)).for("update");
  if (!row) throw notFound("ROOM_NOT_FOUND");
  const hotel = await readAdminHotel(tx, row.hotelId);
  return { hotelId: row.hotelId, before: hotel.roomTypes.find((room) => room.id === id)! };
}

const lockHotel = async (tx: Tx, id: number) => {
  const [row] = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, id)).for("update");
  if (!row) throw notFound("HOTEL_NOT_FOUND");
};

export function registerAdminHotelRoutes(svc: Service): void {
  svc.get(
    "api/Admin/Hotels",
    {
      summary: "Admin: hotels, archived ones included, searched (name, city, address), sorted and paged",
      access: "admin",
      query: adminHotelListQuery,
      response: adminHotelPage,
    },
    async ({ query, locale }) =>
      listPage<AdminHotelSummary, HotelAdminSort>(await getDb(), query, {
        columns: summary(locale),
        from: sql`hotels h join cities c on c.slug = h.city`,
        where: everyWord(
          query.q,
          (p) =>
            sql`h.name_ar ilike ${p} or h.name_en ilike ${p} or c.name_ar ilike ${p} or c.name_en ilike ${p} or h.address_ar ilike ${p} or h.address_en ilike ${p}`,
        ),
        orderBy: orderBy(locale),
        tieBreak: sql`h.id`,
      }),
  );

  svc.get(
    "api/Admin/Hotels/:id",
    {
      summary: "Admin: one hotel in both languages with its room types and their closed dates and rate overrides",
      access: "admin",
      params: hotelAdminIdParams,
      response: adminHotel,
    },
    async ({ params, locale }) => readAdminHotel(await getDb(), params.id, locale),
  );

  svc.post(
    "api/Admin/Hotels",
    { summary: "Admin: add a hotel (its room types are added next)", access: "admin", body: hotelRequest, response: adminHotel, status: 201 },
    async ({ body, user, locale }) =>
      (await getDb()).transaction(async (tx) => {
        const values = await hotelValues(tx, body);
        // A new hotel has no guest reviews yet: its score starts at 0 and the site says "no reviews yet".
        const [row] = await tx
          .insert(hotels)
          .values({ ...values, rating: 0 })
          .returning({ id: hotels.id });
        const after = await readAdminHotel(tx, row!.id, locale);
        await recordAudit(tx, user, { entity: "hotel", entityId: after.id, action: "create", after });
        return after;
      }),
  );

  svc.put(
    "api/Admin/Hotels/:id",
    {
      summary: "Admin: edit a hotel (bookings already made keep their amounts)",
      access: "admin",
      params: hotelAdminIdParams,
      body: hotelRequest,
      response: adminHotel,
    },
    async ({ params, body, user, locale }) =>
      (await getDb()).transaction(async (tx) => {
        await lockHotel(tx, params.id);
        const before = await readAdminHotel(tx, params.id, locale);
        await tx
          .update(hotels)
          .set(await hotelValues(tx, body))
          .where(eq(hotels.id, params.id));
        const after = await readAdminHotel(tx, params.id, locale);
        await recordAudit(tx, user, {
          entity: "hotel",
          entityId: params.id,
          action: "update",
          before: { ...before, roomTypes: undefined },
          after: { ...after, roomTypes: undefined },
        });
        return after;
      }),
  );

  svc.delete(
    "api/Admin/Hotels/:id",
    {
      summary: "Admin: archive a hotel: hidden from search and its page, kept with its room types for the bookings that name it (restore brings it back)",
      access: "admin",
      params: hotelAdminIdParams,
      status: 204,
    },
    async ({ params, user, locale }) =>
      (await getDb()).transaction(async (tx) => {
        await lockHotel(tx, params.id);
        const before = await readAdminHotel(tx, params.id, locale);
        if (before.archived) return;
        await tx
          .update(hotels)
          .set({ archivedAt: sql`now()` })
          .where(eq(hotels.id, params.id));
        await recordAudit(tx, user, { entity: "hotel", entityId: params.id, action: "archive", before: { ...before, roomTypes: undefined } });
      }),
  );

  svc.post(
    "api/Admin/Hotels/:id/Restore",
    { summary: "Admin: put an archived hotel back on sale", access: "admin", params: hotelAdminIdParams, response: adminHotel },
    async ({ params, user, locale }) =>
      (await getDb()).transaction(async (tx) => {
        await lockHotel(tx, params.id);
        const before = await readAdminHotel(tx, params.id, locale);
        if (!before.archived) return before;
        await tx.update(hotels).set({ archivedAt: null }).where(eq(hotels.id, params.id));
        const after = await readAdminHotel(tx, params.id, locale);
        await recordAudit(tx, user, {
          entity: "hotel",
          entityId: params.id,
          action: "restore",
          before: { ...before, roomTypes: undefined },
          after: { ...after, roomTypes: undefined },
        });
        return after;
      }),
  );

  svc.post(
    "api/Admin/Hotels/:id/RoomTypes",
    {
      summary: "Admin: add a room type to a hotel, with its number of rooms",
      access: "admin",
      params: hotelAdminIdParams,
      body: roomTypeRequest,
      response: adminHotel,
      status: 201,
    },
    async ({ params, body, user, locale }) =>
      (await getDb()).transaction(async (tx) => {
        await lockHotel(tx, params.id);
        const [row] = await tx
          .insert(hotelRoomTypes)
          .values({ ...roomValues(body), hotelId: params.id })
          .returning({ id: hotelRoomTypes.id });
        await setUnits(tx, row!.id, body.units);
        const after = await readAdminHotel(tx, params.id, locale);
        await recordAudit(tx, user, { entity: "roomType", entityId: row!.id, action: "create", after: after.roomTypes.find((room) => room.id === row!.id) });
        return after;
      }),
  );

  svc.put(
    "api/Admin/RoomTypes/:id",
    {
      summary: "Admin: edit a room type (prices apply to bookings made afterwards; rooms a stay took cannot be removed: 409 ROOM_UNITS_BOOKED)",
      access: "admin",
      params: hotelAdminIdParams,
      body: roomTypeRequest,
      response: adminHotel,
    },
    async ({ params, body, user, locale }) =>
      (await getDb()).transaction(async (tx) => {
        const { hotelId, before } = await lockRoomType(tx, params.id);
        await tx.update(hotelRoomTypes).set(roomValues(body)).where(eq(hotelRoomTypes.id, params.id));
        await setUnits(tx, params.id, body.units);
        const after = await readAdminHotel(tx, hotelId, locale);
        await recordAudit(tx, user, {
          entity: "roomType",
          entityId: params.id,
          action: "update",
          before,
          after: after.roomTypes.find((room) => room.id === params.id),
        });
        return after;
      }),
  );

  svc.delete(
    "api/Admin/RoomTypes/:id",
    {
      summary: "Admin: archive a room type: no longer sold, kept for the bookings of its rooms",
      access: "admin",
      params: hotelAdminIdParams,
      response: adminHotel,
    },
    async ({ params, user, locale }) =>
      (await getDb()).transaction(async (tx) => {
        const { hotelId, before } = await lockRoomType(tx, params.id);
        if (!before.archived) {
          await tx
            .update(hotelRoomTypes)
            .set({ archivedAt: sql`now()` })
            .where(eq(hotelRoomTypes.id, params.id));
          await recordAudit(tx, user, { entity: "roomType", entityId: params.id, action: "archive", before });
        }
        return readAdminHotel(tx, hotelId, locale);
      }),
  );

  svc.post(
    "api/Admin/RoomTypes/:id/Rates",
    {
      summary:
        "Admin: close a room type for an inclusive range of nights (a stay covering one is not sold) or set each night's price in it; ranges of one room type never overlap (409 ROOM_RATE_OVERLAPS)",
      access: "admin",
      params: hotelAdminIdParams,
      body: dateRuleRequest,
      response: adminHotel,
      status: 201,
    },
    async ({ params, body, user, locale }) =>
      (await getDb())
        .transaction(async (tx) => {
          const { hotelId } = await lockRoomType(tx, params.id);
          const [row] = await tx
            .insert(hotelRoomRates)
            .values({ ...body, roomTypeId: params.id })
            .returning({ id: hotelRoomRates.id });
          await recordAudit(tx, user, { entity: "roomRate", entityId: row!.id, action: "create", after: { ...body, roomTypeId: params.id } });
          return readAdminHotel(tx, hotelId, locale);
        })
        .catch(overlapRefused("ROOM_RATE_OVERLAPS")),
  );

  svc.delete(
    "api/Admin/RoomRates/:id",
    { summary: "Admin: remove a closed or priced range of a room type", access: "admin", params: hotelAdminIdParams, response: adminHotel },
    async ({ params, user, locale }) =>
      (await getDb()).transaction(async (tx) => {
        const [rate] = await tx.select().from(hotelRoomRates).where(eq(hotelRoomRates.id, params.id)).limit(1);
        if (!rate) throw notFound();
        const { hotelId } = await lockRoomType(tx, rate.roomTypeId);
        // Under the room type's lock: of two removals at once, the second finds it gone (404, one audit entry).
        const removed = await tx.delete(hotelRoomRates).where(eq(hotelRoomRates.id, params.id)).returning({ id: hotelRoomRates.id });
        if (removed.length === 0) throw notFound();
        await recordAudit(tx, user, { entity: "roomRate", entityId: params.id, action: "delete", before: rate });
        return readAdminHotel(tx, hotelId, locale);
      }),
  );
}
