// offer-backend's public catalogue (list, facets, details) on the seeded offers, on PGlite and on the real Postgres.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import {
  offerDetails,
  offerFacetsResponse,
  offerListResponse,
  OFFER_MAX_PAGE_SIZE,
  OFFER_TIMEZONE,
  OFFER_TYPES,
  type OfferDetails,
  type OfferFacetsResponse,
  type OfferItem,
  type OfferListResponse,
} from "@/provider/contracts/offers";
import { airports, offers } from "@/provider/db/schema";
import { AIRPORTS } from "@/provider/db/seed/flights-data";
import { seedOfferRows } from "@/provider/db/seed/offers";
import { localDate } from "@/provider/db/seed/time";
import { call } from "./call";
import { onEachDatabase } from "./fixtures";

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

const today = () => localDate(new Date(), OFFER_TIMEZONE);
const seeded = () => seedOfferRows();

async function list(query = "", locale: "ar" | "en" = "en") {
  const { status, json } = await call<OfferListResponse & ErrorBody>(`/offer-backend/api/Offers${query ? `?${query}` : ""}`, { locale });
  if (status === 200) offerListResponse.parse(json);
  return { status, json };
}

/** Every matching offer, all pages of 48. */
async function all(query = ""): Promise<OfferItem[]> {
  const items: OfferItem[] = [];
  for (let page = 1; ; page++) {
    const { status, json } = await list(`${query}${query ? "&" : ""}pageSize=48&page=${page}`);
    expect(status).toBe(200);
    items.push(...json.items);
    if (page >= json.pageCount) return items;
  }
}

const bookable = (o: OfferItem) => o.status === "active" || o.status === "upcoming";
const unbookableRank = (o: OfferItem) => (o.status === "expired" ? 2 : o.status === "soldOut" ? 1 : 0);

onEachDatabase("offer-backend catalogue", (t) => {
  beforeAll(async () => {
    // City names come from the airports; the flight schedule itself is not needed here.
    await t.db.db.insert(airports).values(AIRPORTS.map(({ terminals: _t, ...a }) => ({ ...a, image: null })));
  });

  describe("list", () => {
    it("lists current and upcoming offers by default, never expired ones, with every field of the Offer", async () => {
      const { status, json } = await list();
      expect(status).toBe(200);
      const current = seeded().filter((o) => o.endDate >= today());
      expect(json.total).toBe(current.length);
      expect(json).toMatchObject({ page: 1, pageSize: 12, pageCount: Math.ceil(current.length / 12) });
      expect(json.items).toHaveLength(12);
      const items = await all();
      expect(items).toHaveLength(current.length);
      expect(items.some((o) => o.status === "expired")).toBe(false);
      expect(new Set(items.map((o) => o.id)).size).toBe(items.length);
      const first = items[0]!;
      expect(Object.keys(first).sort()).toEqual(
        [
          "availability",
          "bookingLink",
          "createdAt",
          "description",
          "destination",
          "destinationCity",
          "destinationCountry",
          "endDate",
          "id",
          "image",
          "isFeatured",
          "nights",
          "origin",
          "originCity",
          "originalPrice",
          "price",
          "providerName",
          "saving",
          "savingPercent",
          "startDate",
          "status",
          "tags",
          "title",
          "type",
          "updatedAt",
        ].sort(),
      );
    });

    it("computes the status from today's date in Saudi Arabia and the places left", async () => {
      const items = await all("includeExpired=true");
      expect(items).toHaveLength(seeded().length);
      const day = today();
      for (const o of items) {
        const expected = o.endDate < day ? "expired" : o.availability === 0 ? "soldOut" : o.startDate > day ? "upcoming" : "active";
        expect(o.status, o.title).toBe(expected);
      }
      expect(new Set(items.map((o) => o.status))).toEqual(new Set(["active", "upcoming", "soldOut", "expired"]));
    });

    it("puts bookable featured offers first, then the rest, sold-out ones last", async () => {
      const items = await all();
      const ranks = items.map((o) => (bookable(o) ? (o.isFeatured ? 0 : 1) : 2));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(items[0]!.isFeatured).toBe(true);
      // A featured sold-out offer does not jump ahead of bookable ones.
      const soldOutFeatured = items.findIndex((o) => o.status === "soldOut" && o.isFeatured);
      expect(soldOutFeatured).toBeGreaterThan(items.findLastIndex(bookable));
      // Among the bookable non-featured, active before upcoming.
      const plain = items.filter((o) => bookable(o) && !o.isFeatured).map((o) => (o.status === "active" ? 0 : 1));
      expect(plain).toEqual([...plain].sort((a, b) => a - b));
    });

    it.each([
      ["price-asc", (a: OfferItem, b: OfferItem) => a.price - b.price],
      ["price-desc", (a: OfferItem, b: OfferItem) => b.price - a.price],
      ["ending-soon", (a: OfferItem, b: OfferItem) => a.endDate.localeCompare(b.endDate)],
      ["newest", (a: OfferItem, b: OfferItem) => b.createdAt.localeCompare(a.createdAt)],
      ["biggest-saving", (a: OfferItem, b: OfferItem) => (b.savingPercent ?? -1) - (a.savingPercent ?? -1)],
    ] as const)("sorts by %s, bookable offers before sold-out ones", async (sort, compare) => {
      const items = await all(`sort=${sort}`);
      const expected = [...items].sort((a, b) => unbookableRank(a) - unbookableRank(b) || compare(a, b));
      expect(items.map((o) => [unbookableRank(o), o.price, o.endDate, o.createdAt, o.savingPercent])).toEqual(
        expected.map((o) => [unbookableRank(o), o.price, o.endDate, o.createdAt, o.savingPercent]),
      );
    });

    it("filters by type, destination, tags and price, each list meaning any of its values", async () => {
      const check = async (query: string, keep: (o: OfferItem) => boolean) => {
        const everything = await all();
        const filtered = await all(query);
        expect(filtered.length, query).toBeGreaterThan(0);
        expect(filtered.map((o) => o.id).sort(), query).toEqual(
          everything
            .filter(keep)
            .map((o) => o.id)
            .sort(),
        );
      };
      await check("type=chalet", (o) => o.type === "chalet");
      await check("type=hotel,taxi", (o) => o.type === "hotel" || o.type === "taxi");
      await check("destination=jed,DXB", (o) => o.destination === "JED" || o.destination === "DXB");
      await check("tags=umrah", (o) => o.tags.includes("umrah"));
      await check("tags=diving,islands", (o) => o.tags.includes("diving") || o.tags.includes("islands"));
      await check("minPrice=100000&maxPrice=200000", (o) => o.price >= 100_000 && o.price <= 200_000);
      await check(
        "type=package&destination=JED&tags=umrah&maxPrice=400000",
        (o) => o.type === "package" && o.destination === "JED" && o.tags.includes("umrah") && o.price <= 400_000,
      );
    });

    it("pages without gaps or repeats, and answers an empty page past the end", async () => {
      const everything = await all("sort=price-asc");
      const pages: OfferItem[] = [];
      for (let page = 1; page <= Math.ceil(everything.length / 5); page++) {
        const { json } = await list(`sort=price-asc&pageSize=5&page=${page}`);
        expect(json.items.length).toBeLessThanOrEqual(5);
        pages.push(...json.items);
      }
      expect(pages.map((o) => o.id)).toEqual(everything.map((o) => o.id));
      const past = await list("pageSize=5&page=99");
      expect(past.status).toBe(200);
      expect(past.json).toMatchObject({ items: [], total: everything.length, page: 99 });
    });

    it("says what matched nothing: total 0, no pages", async () => {
      const { status, json } = await list("type=taxi&minPrice=9000000");
      expect(status).toBe(200);
      expect(json).toMatchObject({ items: [], total: 0, pageCount: 0 });
    });

    it("answers texts in the caller's language and codes as they are", async () => {
      const [ar, enList] = await Promise.all([list("sort=price-asc&pageSize=48", "ar"), list("sort=price-asc&pageSize=48", "en")]);
      const dubaiAr = ar.json.items.find((o) => o.destination === "DXB" && o.type === "package")!;
      const dubaiEn = enList.json.items.find((o) => o.id === dubaiAr.id)!;
      expect(dubaiAr).toMatchObject({ title: "عطلة نهاية أسبوع في دبي", destinationCity: "دبي", originCity: "الرياض" });
      expect(dubaiEn).toMatchObject({
        title: "Dubai weekend break",
        destinationCity: "Dubai",
        originCity: "Riyadh",
        destinationCountry: "United Arab Emirates",
      });
      expect(dubaiAr.tags).toEqual(dubaiEn.tags);
      expect((await call<OfferListResponse>("/offer-backend/api/Offers?lang=ar", { locale: "en" })).json.items[0]!.title).toMatch(/[\u0600-\u06FF]/);
    });

    it("reports the saving against the original price, and none for an offer that is not a discount", async () => {
      const items = await all();
      for (const o of items) {
        if (o.originalPrice === null) expect([o.saving, o.savingPercent]).toEqual([null, null]);
        else {
          expect(o.saving).toBe(o.originalPrice - o.price);
          expect(o.savingPercent).toBe(Math.round((100 * (o.originalPrice - o.price)) / o.originalPrice));
        }
      }
      expect(items.some((o) => o.originalPrice === null)).toBe(true);
    });
  });

  describe("validation", () => {
    it.each([
      ["type=cruise", "type", "offerTypeInvalid"],
      ["destination=Dubai", "destination", "destinationInvalid"],
      ["tags=Not%20a%20tag", "tags", "tagsInvalid"],
      ["minPrice=-1", "minPrice", "priceInvalid"],
      ["maxPrice=12.5", "maxPrice", "priceInvalid"],
      ["minPrice=5000&maxPrice=100", "maxPrice", "priceRange"],
      ["sort=random", "sort", "sortInvalid"],
      ["page=0", "page", "pageInvalid"],
      ["page=abc", "page", "pageInvalid"],
      [`pageSize=${OFFER_MAX_PAGE_SIZE + 1}`, "pageSize", "pageSizeInvalid"],
      ["includeExpired=maybe", "includeExpired", "flagInvalid"],
      [`q=${"a".repeat(81)}`, "q", "searchInvalid"],
      ["q=umrah%00", "q", "searchInvalid"],
    ])("refuses %s with 400 and the field's message key", async (query, field, key) => {
      const { status, json } = await list(query);
      expect(status).toBe(400);
      expect(json.code).toBe("VALIDATION");
      expect(json.message).toBe("Some fields are invalid.");
      expect(json.fields).toEqual({ [field]: key });
      // Every key the contract can answer is worded in the app.
      expect(en.Validation[key as keyof typeof en.Validation]).toBeTruthy();
    });

    it("translates the message to Arabic", async () => {
      const { status, json } = await list("sort=random", "ar");
      expect(status).toBe(400);
      expect(json.message).toBe("بعض الحقول غير صحيحة.");
    });
  });

  describe("facets", () => {
    it("names the types, destinations and tags of the current offers with counts, and their price range", async () => {
      const { status, json } = await call<OfferFacetsResponse>("/offer-backend/api/Offers/Facets", { locale: "en" });
      expect(status).toBe(200);
      offerFacetsResponse.parse(json);
      const current = await all();
      const countBy = (key: (o: OfferItem) => string[]) => {
        const m = new Map<string, number>();
        for (const o of current) for (const k of key(o)) m.set(k, (m.get(k) ?? 0) + 1);
        return m;
      };
      expect(new Map(json.types.map((f) => [f.type, f.count]))).toEqual(countBy((o) => [o.type]));
      expect(new Map(json.destinations.map((f) => [f.code, f.count]))).toEqual(countBy((o) => [o.destination]));
      expect(new Map(json.tags.map((f) => [f.tag, f.count]))).toEqual(countBy((o) => o.tags));
      expect(json.price).toEqual({ min: Math.min(...current.map((o) => o.price)), max: Math.max(...current.map((o) => o.price)) });
      expect(json.destinations.find((d) => d.code === "CAI")).toMatchObject({ city: "Cairo", country: "Egypt" });
      const ar = await call<OfferFacetsResponse>("/offer-backend/api/Offers/Facets", { locale: "ar" });
      expect(ar.json.destinations.find((d) => d.code === "CAI")).toMatchObject({ city: "القاهرة", country: "مصر" });
    });
  });

  describe("details", () => {
    it("answers one offer with its conditions in the caller's language and the cancellation terms a booking stores", async () => {
      const [row] = await t.db.db.select().from(offers).where(eq(offers.titleEn, "Five days in Istanbul"));
      await t.db.db.update(offers).set({ freeCancellationHours: 48, cancellationFeePercent: 25 }).where(eq(offers.id, row!.id));
      const { status, json } = await call<OfferDetails>(`/offer-backend/api/Offers/${row!.id}`, { locale: "en" });
      expect(status).toBe(200);
      offerDetails.parse(json);
      expect(json).toMatchObject({ id: row!.id, title: "Five days in Istanbul", type: "package", origin: "RUH", destination: "IST", status: "active" });
      expect(json.terms).toMatch(/^Price per person, based on two sharing a double room\./);
      expect(json.cancellation).toEqual({ freeHours: 48, feePercent: 25 });
      const ar = await call<OfferDetails>(`/offer-backend/api/Offers/${row!.id}`, { locale: "ar" });
      expect(ar.json.terms).toMatch(/^السعر للشخص الواحد على أساس الإقامة في غرفة مزدوجة\./);
      expect(ar.json.cancellation).toEqual({ freeHours: 48, feePercent: 25 });
      expect(ar.json.title).toBe("إسطنبول في خمسة أيام");
      await t.db.db
        .update(offers)
        .set({ freeCancellationHours: row!.freeCancellationHours, cancellationFeePercent: row!.cancellationFeePercent })
        .where(eq(offers.id, row!.id));
    });

    it("answers an expired offer too, flagged expired", async () => {
      const [row] = await t.db.db
        .select()
        .from(offers)
        .where(sql`${offers.endDate} < ${today()}`)
        .limit(1);
      const { status, json } = await call<OfferDetails>(`/offer-backend/api/Offers/${row!.id}`, { locale: "en" });
      expect(status).toBe(200);
      expect(json.status).toBe("expired");
    });

    it.each(["999999", "0", "abc", "1.5", "-3", "99999999999999999999"])("answers 404 OFFER_NOT_FOUND for id %s", async (id) => {
      const { status, json } = await call<ErrorBody>(`/offer-backend/api/Offers/${id}`, { locale: "en" });
      expect(status).toBe(404);
      expect(json).toEqual({ code: "OFFER_NOT_FOUND", message: "Offer not found" });
      const ar = await call<ErrorBody>(`/offer-backend/api/Offers/${id}`, { locale: "ar" });
      expect(ar.json.message).toBe("العرض غير موجود");
    });
  });

  it("finds offers by words of their title, description or destination city, in either language", async () => {
    const seededRows = seeded();
    const umrah = await all("q=umrah");
    expect(umrah.length).toBeGreaterThan(0);
    for (const offer of umrah) expect(`${offer.title} ${offer.description} ${offer.destinationCity}`.toLowerCase()).toContain("umrah");
    // Arabic words find the same offers as English ones, whichever language answers.
    const arabic = await all(`q=${encodeURIComponent("عمرة")}`);
    expect(arabic.map((o) => o.id).sort()).toEqual(umrah.map((o) => o.id).sort());
    // Every word must match; LIKE's wildcards are taken literally.
    expect((await all("q=umrah%20nonexistentword")).length).toBe(0);
    expect((await all("q=%25")).length).toBe(0);
    expect(seededRows.length).toBeGreaterThan(umrah.length);
  });

  it("is in the OpenAPI document", async () => {
    const { json } = await call<{ paths: Record<string, Record<string, { parameters: { name: string; schema: { items?: { enum?: string[] } } }[] }>> }>(
      "/openapi.json",
    );
    const typeParam = json.paths["/offer-backend/api/Offers"]?.get?.parameters.find((p) => p.name === "type");
    expect(typeParam?.schema.items?.enum).toEqual([...OFFER_TYPES]);
    expect(json.paths["/offer-backend/api/Offers"]?.get?.parameters.map((p) => p.name).sort()).toEqual(
      ["destination", "includeExpired", "maxPrice", "minPrice", "page", "pageSize", "q", "sort", "tags", "type"].sort(),
    );
    expect(json.paths["/offer-backend/api/Offers/Facets"]?.get).toBeDefined();
    expect(json.paths["/offer-backend/api/Offers/{id}"]?.get).toBeDefined();
    expect(json.paths["/offer-backend/api/Destinations"]?.get).toBeDefined();
  });
});
