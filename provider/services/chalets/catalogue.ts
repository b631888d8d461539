// GET api/Chalets/Search and api/Chalets/:id — the public chalets catalogue, in the caller's language.
import {
  chaletDetails,
  chaletSearchQuery,
  chaletSearchResponse,
  stayDetailsQuery,
  stayFacetsQuery,
  stayFacetsResponse,
  stayIdParams,
  stayListedResponse,
  type ChaletDetails,
  type ChaletItem,
  type ChaletSearchQuery,
  type ChaletSearchResponse,
  type StayDetailsQuery,
} from "../../contracts/stays";
import { getDb } from "../../db/client";
import { stayTerms, termsOnWire } from "../../bookings/terms";
import { notFound } from "../../http/errors";
import type { ProviderLocale } from "../../http/locale";
import type { Service } from "../../http/service";
import { idOf, quoteOf, readFacets, stayOf } from "../hotels/catalogue";
import type { Stay } from "../hotels/search-sql";
import { iso, rowsOf } from "../search-flight/rows";
import { chaletFacetsSql, chaletSearchSql, chaletSql, listedChaletsSql, longerStaysSql } from "./search-sql";

type Row = Omit<ChaletItem, "city" | "rules" | "photo" | "quote" | "freeCancellationUntil" | "cancellationTerms"> & {
  timezone: string;
  total: number;
  citySlug: string;
  cityName: string;
  country: string;
  countryCode: string;
  description: string;
  photos: string[];
  familiesOnly: boolean;
  noParties: boolean;
  quietFrom: string | null;
  quietTo: string | null;
  securityDeposit: number;
  checkInFrom: string;
  checkInUntil: string;
  checkOutFrom: string;
  checkOutUntil: string;
  base: number | null;
  /** The stay's first night as priced (its range price, else weekend or nightly): the late cancellation's fee. */
  firstNight: number | null;
  freeUntil: Date | string | null;
  available?: boolean | null;
  closed?: boolean | null;
  archived?: boolean;
};

function toItem(r: Row, s: Stay | null, now: number): Omit<ChaletItem, "photo"> & { photos: string[]; description: string } {
  const until = r.freeUntil === null ? null : iso(r.freeUntil);
  return {
    id: r.id,
    name: r.name,
    city: { slug: r.citySlug, name: r.cityName, country: r.country },
    district: r.district,
    description: r.description,
    capacity: r.capacity,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    privatePool: r.privatePool,
    amenities: r.amenities,
    rating: r.rating / 10,
    photos: r.photos,
    lat: r.lat,
    lng: r.lng,
    nightlyPrice: r.nightlyPrice,
    weekendPrice: r.weekendPrice,
    rules: {
      familiesOnly: r.familiesOnly,
      noParties: r.noParties,
      quietHours: r.quietFrom && r.quietTo ? { from: r.quietFrom, to: r.quietTo } : null,
      securityDeposit: r.securityDeposit,
      checkIn: { from: r.checkInFrom, until: r.checkInUntil },
      checkOut: { from: r.checkOutFrom, until: r.checkOutUntil },
    },
    freeCancellationDays: r.freeCancellationDays,
    minNights: r.minNights,
    freeCancellationUntil: until && Date.parse(until) > now ? until : null,
    cancellationTerms: s
      ? termsOnWire(
          stayTerms(
            {
              ...r,
              refundable: true,
              checkIn: s.checkIn,
              checkInTime: r.checkInFrom,
              timezone: r.timezone,
              firstNightPrice: r.firstNight ?? undefined,
              kind: "chalet",
              country: r.countryCode,
            },
            now,
          ),
        )
      : null,
    quote: s && r.base !== null ? quoteOf(r.base, s, { kind: "chalet", country: r.countryCode }) : null,
  };
}

export async function searchChalets(q: ChaletSearchQuery, locale: ProviderLocale, now = Date.now()): Promise<ChaletSearchResponse> {
  const s = stayOf(q.checkIn, q.checkOut);
  const db = await getDb();
  const rows = rowsOf<Row>(await db.execute(chaletSearchSql(q, s, locale)));
  const [longer] = rowsOf<{ count: number; minNights: number | null }>(await db.execute(longerStaysSql(q, s)));
  const total = rows[0]?.total ?? 0;
  return {
    nights: s.nights,
    weekendNights: s.weekendNights,
    longerStays: longer && longer.count > 0 && longer.minNights !== null ? { count: longer.count, minNights: longer.minNights } : null,
    items: rows.map((r) => {
      const { photos, description: _d, ...item } = toItem(r, s, now);
      return { ...item, photo: photos[0] ?? null };
    }),
    total,
    page: q.page,
    pageSize: q.pageSize,
    pageCount: Math.ceil(total / q.pageSize),
  };
}

export async function getChalet(rawId: string, q: StayDetailsQuery, locale: ProviderLocale, now = Date.now()): Promise<ChaletDetails> {
  const id = idOf(rawId);
  if (id === null) throw notFound("CHALET_NOT_FOUND");
  const s = q.checkIn && q.checkOut ? stayOf(q.checkIn, q.checkOut) : null;
  const [row] = rowsOf<Row>(await (await getDb()).execute(chaletSql(id, locale, s)));
  if (!row) throw notFound("CHALET_NOT_FOUND");
  return { ...toItem(row, s, now), available: row.available ?? null, closed: row.closed ?? null, archived: row.archived ?? false };
}

export function registerChaletCatalogueRoutes(svc: Service): void {
  svc.get(
    "api/Chalets/Search",
    {
      summary:
        "Private chalets of a city (Gathern's model) free for every night of [checkIn, checkOut), none of them closed by the admin, that host the guests: district, capacity, bedrooms, private pool, amenities, house rules (families only, no parties, quiet hours, security deposit paid on arrival, check-in and check-out windows), nightly and Thursday/Friday price, and the stay's price lines (each night at the price of the admin's range covering it, else Thursday and Friday at the weekend price, else the nightly price; 5 % service fee and the taxes of the city's country, each named: VAT, the tourism fee per night in the UAE); filters price per night, amenities, private pool, families only, free cancellation; sorts recommended, price-asc, price-desc, capacity, rating; paged",
      access: "public",
      query: chaletSearchQuery,
      response: chaletSearchResponse,
    },
    ({ query, locale }) => searchChalets(query, locale),
  );
  // Registered before api/Chalets/:id, which would otherwise take "Facets" for an id.
  svc.get(
    "api/Chalets/Facets",
    {
      summary: "What a city's chalet filters can offer: amenities with their counts of chalets, and the nightly price range (stars: empty)",
      access: "public",
      query: stayFacetsQuery,
      response: stayFacetsResponse,
    },
    ({ query }) => readFacets(chaletFacetsSql(query.city)),
  );

  // Registered before api/Chalets/:id, like Facets.
  svc.get(
    "api/Chalets/Listed",
    {
      summary: "Every chalet on sale (not archived), by id, with when it last changed: what the sitemap lists",
      access: "public",
      response: stayListedResponse,
    },
    async () =>
      rowsOf<{ id: number; updatedAt: Date | string }>(await (await getDb()).execute(listedChaletsSql())).map((row) => ({
        id: row.id,
        updatedAt: iso(row.updatedAt),
      })),
  );

  svc.get(
    "api/Chalets/:id",
    {
      summary:
        "A chalet with its photos, description, amenities and house rules; with checkIn and checkOut also whether it is free for every night, whether a night is closed by the admin, and the stay's price lines. 404 CHALET_NOT_FOUND",
      access: "public",
      params: stayIdParams,
      query: stayDetailsQuery,
      response: chaletDetails,
    },
    ({ params, query, locale }) => getChalet(params.id, query, locale),
  );
}
