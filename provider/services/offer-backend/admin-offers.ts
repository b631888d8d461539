// Admin: offers in both languages (provider/contracts/admin-offers.ts). The list includes expired offers; every write
// is one transaction with its audit record. An offer that reservations were made for is never deleted (the
// travellers' vouchers and the reservations list keep reading it): the admin ends it or sets its places to 0.
import { eq, sql, type SQL } from "drizzle-orm";
import { recordAudit } from "../../admin/audit";
import { everyWord, listPage } from "../../admin/list";
import {
  adminOffer,
  adminOfferListQuery,
  adminOfferPage,
  offerAdminIdParams,
  offerRequest,
  type AdminOffer,
  type AdminOfferSummary,
  type OfferAdminSort,
} from "../../contracts/admin-offers";
import { getDb, type Db } from "../../db/client";
import { offers } from "../../db/schema";
import { notFound, ProviderError } from "../../http/errors";
import type { Service } from "../../http/service";
import { iso, rowsOf } from "../search-flight/rows";
import { TODAY } from "./catalogue-sql";

type Reader = Pick<Db, "execute">;

const STATUS = sql`case when o.end_date < ${TODAY} then 'expired' when o.availability = 0 then 'soldOut'
  when o.start_date > ${TODAY} then 'upcoming' else 'active' end`;
const RESERVATIONS = sql`(select count(*)::int from reservation_offers r where r.offer_id = o.id)`;

const SUMMARY = sql`o.id, o.title_ar as "titleAr", o.title_en as "titleEn", o.type::text as type, o.origin, o.destination,
  o.price, o.original_price as "originalPrice", o.start_date::text as "startDate", o.end_date::text as "endDate",
  o.availability, o.image, o.is_featured as "isFeatured", ${STATUS} as status, ${RESERVATIONS} as "reservationCount",
  o.updated_at as "updatedAt"`;

const DETAILS = sql`${SUMMARY}, o.description_ar as "descriptionAr", o.description_en as "descriptionEn",
  o.nights, o.provider_name as "providerName", o.provider_name_ar as "providerNameAr", o.booking_link as "bookingLink", o.tags, o.terms_ar as "termsAr", o.terms_en as "termsEn",
  o.free_cancellation_hours as "freeCancellationHours", o.cancellation_fee_percent as "cancellationFeePercent", o.created_at as "createdAt"`;

type Instants<T> = Omit<T, "createdAt" | "updatedAt"> & { updatedAt: Date | string };

async function readOffer(db: Reader, id: number): Promise<AdminOffer> {
  const [row] = rowsOf<Instants<AdminOffer> & { createdAt: Date | string }>(await db.execute(sql`select ${DETAILS} from offers o where o.id = ${id}`));
  if (!row) throw notFound("OFFER_NOT_FOUND");
  return adminOffer.parse({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });
}

/** Sorts by the title in the caller's language; "updated" puts the latest edit first when ascending (the default). */
function orderBy(locale: "ar" | "en"): Record<OfferAdminSort, SQL> {
  return {
    updated: sql`(-extract(epoch from o.updated_at))`,
    title: locale === "en" ? sql`lower(o.title_en)` : sql`o.title_ar`,
    price: sql`o.price`,
    startDate: sql`o.start_date`,
    endDate: sql`o.end_date`,
    availability: sql`o.availability`,
  };
}

const hasReservations = (count: number) => new ProviderError(409, "OFFER_HAS_RESERVATIONS", undefined, { count });

export function registerAdminOfferRoutes(svc: Service): void {
  svc.get(
    "api/Admin/Offers",
    { summary: "Admin: offers, expired ones included, searched, sorted and paged", access: "admin", query: adminOfferListQuery, response: adminOfferPage },
    async ({ query, locale }) => {
      const page = await listPage<Instants<AdminOfferSummary>, OfferAdminSort>(await getDb(), query, {
        columns: SUMMARY,
        from: sql`offers o`,
        where: everyWord(
          query.q,
          (p) =>
            sql`o.title_ar ilike ${p} or o.title_en ilike ${p} or o.destination ilike ${p} or coalesce(o.origin, '') ilike ${p} or o.provider_name ilike ${p} or o.provider_name_ar ilike ${p} or array_to_string(o.tags, ' ') ilike ${p}`,
        ),
        orderBy: orderBy(locale),
        tieBreak: sql`o.id desc`,
      });
      return { ...page, items: page.items.map((item) => ({ ...item, updatedAt: iso(item.updatedAt) })) };
    },
  );

  svc.get(
    "api/Admin/Offers/:id",
    { summary: "Admin: one offer in both languages", access: "admin", params: offerAdminIdParams, response: adminOffer },
    async ({ params }) => readOffer(await getDb(), params.id),
  );

  svc.post(
    "api/Admin/Offers",
    { summary: "Admin: add an offer", access: "admin", body: offerRequest, response: adminOffer, status: 201 },
    async ({ body, user }) =>
      (await getDb()).transaction(async (tx) => {
        const [row] = await tx.insert(offers).values(body).returning({ id: offers.id });
        const after = await readOffer(tx, row!.id);
        await recordAudit(tx, user, { entity: "offer", entityId: after.id, action: "create", after });
        return after;
      }),
  );

  svc.put(
    "api/Admin/Offers/:id",
    {
      summary: "Admin: edit an offer (its places are set as given: bookings take from them afterwards)",
      access: "admin",
      params: offerAdminIdParams,
      body: offerRequest,
      response: adminOffer,
    },
    async ({ params, body, user }) =>
      (await getDb()).transaction(async (tx) => {
        // Locked first: a booking taking places meanwhile waits and then takes them from the value saved here.
        await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, params.id)).for("update");
        const before = await readOffer(tx, params.id);
        await tx
          .update(offers)
          .set({ ...body, updatedAt: sql`now()` })
          .where(eq(offers.id, params.id));
        const after = await readOffer(tx, params.id);
        await recordAudit(tx, user, { entity: "offer", entityId: params.id, action: "update", before, after });
        return after;
      }),
  );

  svc.delete(
    "api/Admin/Offers/:id",
    {
      summary: "Admin: delete an offer nobody booked (409 OFFER_HAS_RESERVATIONS with the count otherwise: end it or set its places to 0)",
      access: "admin",
      params: offerAdminIdParams,
      status: 204,
    },
    async ({ params, user }) =>
      (await getDb()).transaction(async (tx) => {
        // Locked first: a booking made meanwhile either lands before (and is counted) or finds the offer gone.
        await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, params.id)).for("update");
        const before = await readOffer(tx, params.id);
        if (before.reservationCount > 0) throw hasReservations(before.reservationCount);
        await tx.delete(offers).where(eq(offers.id, params.id));
        await recordAudit(tx, user, { entity: "offer", entityId: params.id, action: "delete", before });
      }),
  );
}
