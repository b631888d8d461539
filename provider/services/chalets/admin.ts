// Admin: chalets in both languages (provider/contracts/admin-chalets.ts, issue 24 point 2). Every write is one
// transaction with its audit record. A booking stores its own nightly, weekend and deposit amounts and its terms
// (reservation_stays, reservations), so an edit never changes a booking already made. A chalet that bookings took is
// never deleted: DELETE archives it (hidden from search and booking, still read by its bookings) and says how many.
// Its closed and priced ranges of nights are added and removed one at a time (api/Admin/Chalets/:id/Rates), as a hotel
// room type's are, and price the searches and bookings that follow (bookings/date-rules.ts), never one already made.
import { asc, eq, sql, type SQL } from "drizzle-orm";
import { recordAudit } from "../../admin/audit";
import { overlapRefused } from "../../bookings/date-rules";
import { everyWord, listPage } from "../../admin/list";
import {
  adminChalet,
  adminChaletListQuery,
  adminChaletPage,
  adminChaletRemoval,
  chaletAdminIdParams,
  chaletRequest,
  type AdminChalet,
  type AdminChaletSummary,
  type ChaletAdminSort,
  type ChaletRequest,
} from "../../contracts/admin-chalets";
import { dateRuleRequest } from "../../contracts/date-rules";
import { getDb, type Db } from "../../db/client";
import { foreignKeyViolation } from "../../db/errors";
import { chaletRates, chalets } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import type { Service } from "../../http/service";
import { iso, rowsOf } from "../search-flight/rows";

type Reader = Pick<Db, "execute" | "select">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const BOOKINGS = sql`(select count(*)::int from reservation_stays s where s.chalet_id = ch.id)`;

const SUMMARY = sql`ch.id, ch.name_ar as "nameAr", ch.name_en as "nameEn", ch.city, c.name_ar as "cityNameAr", c.name_en as "cityNameEn",
  ch.district_ar as "districtAr", ch.district_en as "districtEn", ch.capacity, ch.nightly_price as "nightlyPrice",
  ch.weekend_price as "weekendPrice", ch.min_nights as "minNights", ch.photos, ch.archived_at as "archivedAt",
  ${BOOKINGS} as "bookingCount", ch.updated_at as "updatedAt"`;

const DETAILS = sql`${SUMMARY}, ch.description_ar as "descriptionAr", ch.description_en as "descriptionEn", ch.lat, ch.lng,
  ch.bedrooms, ch.bathrooms, ch.private_pool as "privatePool", ch.amenities, ch.security_deposit as "securityDeposit",
  ch.free_cancellation_days as "freeCancellationDays", ch.families_only as "familiesOnly", ch.no_parties as "noParties",
  ch.quiet_hours_from as "quietHoursFrom", ch.quiet_hours_to as "quietHoursTo", ch.check_in_from as "checkInFrom",
  ch.check_in_until as "checkInUntil", ch.check_out_from as "checkOutFrom", ch.check_out_until as "checkOutUntil"`;

const FROM = sql`chalets ch join cities c on c.slug = ch.city`;

type Instants<T> = Omit<T, "archivedAt" | "updatedAt"> & { archivedAt: Date | string | null; updatedAt: Date | string };
const withInstants = <T extends { archivedAt: Date | string | null; updatedAt: Date | string }>(row: T) => ({
  ...row,
  archivedAt: row.archivedAt === null ? null : iso(row.archivedAt),
  updatedAt: iso(row.updatedAt),
});

async function readChalet(db: Reader, id: number): Promise<AdminChalet> {
  const [row] = rowsOf<Instants<Omit<AdminChalet, "rates">>>(await db.execute(sql`select ${DETAILS} from ${FROM} where ch.id = ${id}`));
  if (!row) throw notFound("CHALET_NOT_FOUND");
  const rates = await db
    .select({ id: chaletRates.id, fromDate: chaletRates.fromDate, toDate: chaletRates.toDate, closed: chaletRates.closed, price: chaletRates.price })
    .from(chaletRates)
    .where(eq(chaletRates.chaletId, id))
    .orderBy(asc(chaletRates.fromDate), asc(chaletRates.id));
  return adminChalet.parse({ ...withInstants(row), rates });
}

/** Locks the chalet for a write of its ranges: a booking pricing it (share lock) waits, then reads what is left. */
async function lockChalet(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.select({ id: chalets.id }).from(chalets).where(eq(chalets.id, id)).for("update");
  if (!row) throw notFound("CHALET_NOT_FOUND");
}

function orderBy(locale: "ar" | "en"): Record<ChaletAdminSort, SQL> {
  return {
    updated: sql`(-extract(epoch from ch.updated_at))`,
    name: locale === "en" ? sql`lower(ch.name_en)` : sql`ch.name_ar`,
    city: locale === "en" ? sql`c.name_en` : sql`c.name_ar`,
    nightlyPrice: sql`ch.nightly_price`,
    capacity: sql`ch.capacity`,
    minNights: sql`ch.min_nights`,
  };
}

/** A city that is not a destination: said beside the field, never a 500 from the foreign key. */
async function checkCity(db: Reader, body: ChaletRequest): Promise<void> {
  const [found] = rowsOf<{ slug: string }>(await db.execute(sql`select slug from cities where slug = ${body.city}`));
  if (!found) throw badRequest("VALIDATION", { city: "cityInvalid" });
}

const cityRefused = (error: unknown): never => {
  if (foreignKeyViolation(error)) throw badRequest("VALIDATION", { city: "cityInvalid" });
  throw error;
};

export function registerAdminChaletRoutes(svc: Service): void {
  svc.get(
    "api/Admin/Chalets",
    {
      summary: "Admin: chalets, archived ones included, searched (name, district, city in both languages), sorted and paged",
      access: "admin",
      query: adminChaletListQuery,
      response: adminChaletPage,
    },
    async ({ query, locale }) => {
      const page = await listPage<Instants<AdminChaletSummary>, ChaletAdminSort>(await getDb(), query, {
        columns: SUMMARY,
        from: FROM,
        where: everyWord(
          query.q,
          (p) =>
            sql`ch.name_ar ilike ${p} or ch.name_en ilike ${p} or ch.district_ar ilike ${p} or ch.district_en ilike ${p} or c.name_ar ilike ${p} or c.name_en ilike ${p} or ch.city ilike ${p}`,
        ),
        orderBy: orderBy(locale),
        tieBreak: sql`ch.id desc`,
      });
      return { ...page, items: page.items.map(withInstants) };
    },
  );

  svc.get(
    "api/Admin/Chalets/:id",
    {
      summary: "Admin: one chalet in both languages, archived or not. 404 CHALET_NOT_FOUND",
      access: "admin",
      params: chaletAdminIdParams,
      response: adminChalet,
    },
    async ({ params }) => readChalet(await getDb(), params.id),
  );

  svc.post(
    "api/Admin/Chalets",
    {
      summary: "Admin: add a chalet (on sale at once; guest rating 0 until reviewed)",
      access: "admin",
      body: chaletRequest,
      response: adminChalet,
      status: 201,
    },
    async ({ body, user }) =>
      (await getDb())
        .transaction(async (tx) => {
          await checkCity(tx, body);
          const [row] = await tx
            .insert(chalets)
            .values({ ...body, rating: 0 })
            .returning({ id: chalets.id });
          const after = await readChalet(tx, row!.id);
          await recordAudit(tx, user, { entity: "chalet", entityId: after.id, action: "create", after });
          return after;
        })
        .catch(cityRefused),
  );

  svc.put(
    "api/Admin/Chalets/:id",
    {
      summary:
        "Admin: edit a chalet. Prices and rules apply to the next search and booking; a booking already made keeps the prices, deposit and terms it was made with",
      access: "admin",
      params: chaletAdminIdParams,
      body: chaletRequest,
      response: adminChalet,
    },
    async ({ params, body, user }) =>
      (await getDb())
        .transaction(async (tx) => {
          // Locked first: a booking pricing the chalet meanwhile waits, then prices it with what is saved here.
          await tx.select({ id: chalets.id }).from(chalets).where(eq(chalets.id, params.id)).for("update");
          const before = await readChalet(tx, params.id);
          await checkCity(tx, body);
          await tx
            .update(chalets)
            .set({ ...body, updatedAt: sql`now()` })
            .where(eq(chalets.id, params.id));
          const after = await readChalet(tx, params.id);
          await recordAudit(tx, user, { entity: "chalet", entityId: params.id, action: "update", before, after });
          return after;
        })
        .catch(cityRefused),
  );

  svc.delete(
    "api/Admin/Chalets/:id",
    {
      summary:
        "Admin: remove a chalet. Deleted when no booking ever took it; otherwise archived (hidden from search and booking, kept for its bookings), with the count of those bookings. 404 CHALET_NOT_FOUND",
      access: "admin",
      params: chaletAdminIdParams,
      response: adminChaletRemoval,
    },
    async ({ params, user }) =>
      (await getDb()).transaction(async (tx) => {
        // Locked first: a booking made meanwhile either lands before (and is counted) or finds the chalet archived or gone.
        await tx.select({ id: chalets.id }).from(chalets).where(eq(chalets.id, params.id)).for("update");
        const before = await readChalet(tx, params.id);
        if (before.bookingCount === 0) {
          // Favorites of it go with it (their foreign key cascades).
          await tx.delete(chalets).where(eq(chalets.id, params.id));
          await recordAudit(tx, user, { entity: "chalet", entityId: params.id, action: "delete", before });
          return { outcome: "deleted" as const, bookingCount: 0 };
        }
        if (before.archivedAt === null) {
          await tx
            .update(chalets)
            .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(chalets.id, params.id));
          const after = await readChalet(tx, params.id);
          await recordAudit(tx, user, { entity: "chalet", entityId: params.id, action: "archive", before, after });
        }
        return { outcome: "archived" as const, bookingCount: before.bookingCount };
      }),
  );

  svc.post(
    "api/Admin/Chalets/:id/Restore",
    { summary: "Admin: put an archived chalet back on sale. 404 CHALET_NOT_FOUND", access: "admin", params: chaletAdminIdParams, response: adminChalet },
    async ({ params, user }) =>
      (await getDb()).transaction(async (tx) => {
        await tx.select({ id: chalets.id }).from(chalets).where(eq(chalets.id, params.id)).for("update");
        const before = await readChalet(tx, params.id);
        if (before.archivedAt === null) return before;
        await tx
          .update(chalets)
          .set({ archivedAt: null, updatedAt: sql`now()` })
          .where(eq(chalets.id, params.id));
        const after = await readChalet(tx, params.id);
        await recordAudit(tx, user, { entity: "chalet", entityId: params.id, action: "restore", before, after });
        return after;
      }),
  );

  svc.post(
    "api/Admin/Chalets/:id/Rates",
    {
      summary:
        "Admin: close a chalet for an inclusive range of nights (a stay covering one is not sold) or set each night's price in it; ranges of one chalet never overlap (409 CHALET_RATE_OVERLAPS). 404 CHALET_NOT_FOUND",
      access: "admin",
      params: chaletAdminIdParams,
      body: dateRuleRequest,
      response: adminChalet,
      status: 201,
    },
    async ({ params, body, user }) =>
      (await getDb())
        .transaction(async (tx) => {
          await lockChalet(tx, params.id);
          const [row] = await tx
            .insert(chaletRates)
            .values({ ...body, chaletId: params.id })
            .returning({ id: chaletRates.id });
          await recordAudit(tx, user, { entity: "chaletRate", entityId: row!.id, action: "create", after: { ...body, chaletId: params.id } });
          return readChalet(tx, params.id);
        })
        .catch(overlapRefused("CHALET_RATE_OVERLAPS")),
  );

  svc.delete(
    "api/Admin/ChaletRates/:id",
    { summary: "Admin: remove a closed or priced range of a chalet", access: "admin", params: chaletAdminIdParams, response: adminChalet },
    async ({ params, user }) =>
      (await getDb()).transaction(async (tx) => {
        const [rate] = await tx.select().from(chaletRates).where(eq(chaletRates.id, params.id)).limit(1);
        if (!rate) throw notFound();
        await lockChalet(tx, rate.chaletId);
        // Under the chalet's lock: of two removals at once, the second finds it gone (404, one audit entry).
        const removed = await tx.delete(chaletRates).where(eq(chaletRates.id, params.id)).returning({ id: chaletRates.id });
        if (removed.length === 0) throw notFound();
        await recordAudit(tx, user, { entity: "chaletRate", entityId: params.id, action: "delete", before: rate });
        return readChalet(tx, rate.chaletId);
      }),
  );
}
