// GET api/Offers (list), api/Offers/Facets and api/Offers/:id — the public offers catalogue.
import {
  offerDetails,
  offerFacetsResponse,
  offerIdParams,
  offerListQuery,
  offerListResponse,
  type OfferDetails,
  type OfferFacetsResponse,
  type OfferItem,
  type OfferListQuery,
  type OfferListResponse,
} from "../../contracts/offers";
import { getDb } from "../../db/client";
import { notFound } from "../../http/errors";
import type { ProviderLocale } from "../../http/locale";
import type { Service } from "../../http/service";
import { iso, rowsOf } from "../search-flight/rows";
import { offerDetailsSql, offerFacetsSql, offerListSql } from "./catalogue-sql";
import { dbIdOf } from "../../contracts/ids";

/** An item as the SQL writes it: instants arrive as Date (a row) or as text (inside json_agg). */
export type ItemRow = Omit<OfferItem, "createdAt" | "updatedAt"> & { createdAt: Date | string; updatedAt: Date | string };

/** json columns arrive parsed from node-postgres and PGlite alike, but tolerate text. */
function json<T>(value: T | string | null | undefined, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

export function toItem(row: ItemRow): OfferItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    origin: row.origin,
    originCity: row.originCity,
    destination: row.destination,
    destinationCity: row.destinationCity,
    destinationCountry: row.destinationCountry,
    price: row.price,
    originalPrice: row.originalPrice,
    saving: row.saving,
    savingPercent: row.savingPercent,
    startDate: row.startDate,
    endDate: row.endDate,
    nights: row.nights,
    availability: row.availability,
    image: row.image,
    providerName: row.providerName,
    bookingLink: row.bookingLink,
    tags: row.tags,
    isFeatured: row.isFeatured,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function listOffers(query: OfferListQuery, locale: ProviderLocale): Promise<OfferListResponse> {
  const db = await getDb();
  const [row] = rowsOf<{ total: number; items: ItemRow[] | string }>(await db.execute(offerListSql(query, locale)));
  const total = row?.total ?? 0;
  return {
    items: json<ItemRow[]>(row?.items, []).map(toItem),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

export async function getOfferFacets(locale: ProviderLocale): Promise<OfferFacetsResponse> {
  const db = await getDb();
  type Row = {
    types: OfferFacetsResponse["types"] | string;
    destinations: OfferFacetsResponse["destinations"] | string;
    tags: OfferFacetsResponse["tags"] | string;
    min_price: number | null;
    max_price: number | null;
  };
  const [row] = rowsOf<Row>(await db.execute(offerFacetsSql(locale)));
  return {
    types: json<OfferFacetsResponse["types"]>(row?.types, []),
    destinations: json<OfferFacetsResponse["destinations"]>(row?.destinations, []),
    tags: json<OfferFacetsResponse["tags"]>(row?.tags, []),
    price: row && row.min_price !== null && row.max_price !== null ? { min: row.min_price, max: row.max_price } : null,
  };
}

/** Ids are positive integers a column holds; anything else is simply unknown (404, not 400), like a malformed flight id. */
export const offerIdOf = dbIdOf;

export async function getOffer(rawId: string, locale: ProviderLocale): Promise<OfferDetails> {
  const id = offerIdOf(rawId);
  if (id === null) throw notFound("OFFER_NOT_FOUND");
  const db = await getDb();
  type Row = ItemRow & { terms: string; freeCancellationHours: number; cancellationFeePercent: number };
  const [row] = rowsOf<Row>(await db.execute(offerDetailsSql(id, locale)));
  if (!row) throw notFound("OFFER_NOT_FOUND");
  return {
    ...toItem(row),
    terms: row.terms,
    cancellation: { freeHours: Number(row.freeCancellationHours), feePercent: Number(row.cancellationFeePercent) },
  };
}

export function registerCatalogueRoutes(svc: Service): void {
  svc.get(
    "api/Offers",
    {
      summary:
        "Current and upcoming offers (expired ones only with includeExpired=true), filtered by type, destination, tags and price, sorted and paged; texts in the caller's language",
      access: "public",
      query: offerListQuery,
      response: offerListResponse,
    },
    ({ query, locale }) => listOffers(query, locale),
  );

  // Registered before api/Offers/:id, which would otherwise take "Facets" for an id.
  svc.get(
    "api/Offers/Facets",
    {
      summary: "Types, destinations, tags and price range of the current offers, with counts: what the filters can offer",
      access: "public",
      response: offerFacetsResponse,
    },
    ({ locale }) => getOfferFacets(locale),
  );

  svc.get(
    "api/Offers/:id",
    {
      summary: "One offer with its terms, expired ones included (status expired); unknown ids answer 404 OFFER_NOT_FOUND",
      access: "public",
      params: offerIdParams,
      response: offerDetails,
    },
    ({ params, locale }) => getOffer(params.id, locale),
  );
}
