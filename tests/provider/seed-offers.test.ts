// The seeded offers and destinations: pictures shipped, texts in both languages, every state the pages must show.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OFFER_TAG_MAX_LENGTH, OFFER_TAG_PATTERN, OFFER_TIMEZONE, OFFER_TYPES } from "@/provider/contracts/offers";
import { SEED_DESTINATIONS } from "@/provider/db/seed/destinations";
import { AIRPORTS } from "@/provider/db/seed/flights-data";
import { seedOfferRows } from "@/provider/db/seed/offers";
import { localDate } from "@/provider/db/seed/time";

const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;
const publicFile = (src: string) => path.resolve("public", src.replace(/^\//, ""));

describe("seeded offers", () => {
  const rows = seedOfferRows(new Date("2026-11-24T10:00:00Z"));
  const today = localDate(new Date("2026-11-24T10:00:00Z"), OFFER_TIMEZONE);

  it("are about forty, of every type, with current, upcoming, sold-out and expired ones", () => {
    expect(rows.length).toBeGreaterThanOrEqual(38);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(OFFER_TYPES));
    const expired = rows.filter((r) => r.endDate < today);
    const upcoming = rows.filter((r) => r.startDate > today && r.endDate >= today);
    const soldOut = rows.filter((r) => r.availability === 0 && r.endDate >= today);
    const featured = rows.filter((r) => r.isFeatured && r.endDate >= today && (r.availability ?? 0) > 0);
    expect(expired.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.length).toBeGreaterThanOrEqual(2);
    expect(featured.length).toBeGreaterThanOrEqual(4);
  });

  it("have dates relative to the seeding day in Saudi Arabia, last day after the first", () => {
    // 23:30 UTC is already the next day in Riyadh.
    const late = seedOfferRows(new Date("2026-11-24T23:30:00Z"));
    const umrah = late.find((r) => r.titleEn === "Umrah package from Riyadh")!;
    expect(umrah.startDate).toBe("2026-11-25");
    for (const r of rows) expect(r.endDate >= r.startDate, r.titleEn).toBe(true);
  });

  it("say everything in Arabic and in English, terms included", () => {
    for (const r of rows) {
      for (const text of [r.titleAr, r.descriptionAr, r.termsAr!]) expect(text, r.titleEn).toMatch(ARABIC);
      for (const text of [r.titleEn, r.descriptionEn, r.termsEn!]) {
        expect(text, r.titleEn).toMatch(LATIN);
        expect(text, r.titleEn).not.toMatch(ARABIC);
      }
      expect(r.termsAr!.split("\n").length, r.titleEn).toBe(r.termsEn!.split("\n").length);
    }
    expect(new Set(rows.map((r) => r.titleEn)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.titleAr)).size).toBe(rows.length);
  });

  it("state conditions, never a cancellation rule (the site states the structured terms a booking stores)", () => {
    for (const r of rows) {
      expect(r.termsEn, r.titleEn).not.toMatch(/cancel|refund(?!able security deposit)|non-refundable/i);
      expect(r.termsAr, r.titleEn).not.toMatch(/إلغاء|الإلغاء|يُسترد|تُسترد|استرداد/);
    }
  });

  it("use the site's words: non-stop is 'بدون توقف', never 'مباشر'", () => {
    for (const r of rows) expect(`${r.titleAr} ${r.descriptionAr}`, r.titleEn).not.toMatch(/مباشر/);
  });

  it("price in halalas with a real discount, tags the filters accept, and known airports", () => {
    const codes = new Set(AIRPORTS.map((a) => a.code));
    for (const r of rows) {
      expect(Number.isInteger(r.price) && r.price > 0, r.titleEn).toBe(true);
      if (r.originalPrice !== null && r.originalPrice !== undefined) expect(r.originalPrice, r.titleEn).toBeGreaterThan(r.price);
      for (const tag of r.tags ?? []) expect(OFFER_TAG_PATTERN.test(tag) && tag.length <= OFFER_TAG_MAX_LENGTH, tag).toBe(true);
      expect(codes.has(r.destination), r.destination).toBe(true);
      if (r.origin) expect(codes.has(r.origin), r.origin).toBe(true);
    }
  });

  it("each show a picture shipped in public/, under 150 KB", () => {
    for (const r of rows) {
      expect(r.image, r.titleEn).toMatch(/^\/images\/offers\/[a-z0-9-]+\.jpg$/);
      const file = publicFile(r.image!);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(150 * 1024);
    }
  });
});

describe("seeded destinations", () => {
  it("are popular cities with an airport of the schedule, a picture and names in both languages", () => {
    expect(SEED_DESTINATIONS.length).toBeGreaterThanOrEqual(8);
    const airports = new Map(AIRPORTS.map((a) => [a.code, a]));
    for (const d of SEED_DESTINATIONS) {
      const airport = airports.get(d.airportCode);
      expect(airport, d.airportCode).toBeDefined();
      expect(d).toMatchObject({ cityAr: airport!.cityAr, cityEn: airport!.cityEn, countryAr: airport!.countryAr, countryEn: airport!.countryEn });
      expect(existsSync(publicFile(d.image!)), d.image!).toBe(true);
      expect(statSync(publicFile(d.image!)).size).toBeLessThan(150 * 1024);
    }
    expect(new Set(SEED_DESTINATIONS.map((d) => d.sortOrder)).size).toBe(SEED_DESTINATIONS.length);
  });
});
