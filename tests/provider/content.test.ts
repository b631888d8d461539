// flight-backend's content and admin figures, and the OpenAPI document, on PGlite and on the real Postgres.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { OFFER_TIMEZONE } from "@/provider/contracts/offer-rules";
import { flights, offers, pages, reservations, socialLinks, users } from "@/provider/db/schema";
import { localDate } from "@/provider/db/seed/time";
import { adminToken, call, flight, travelerToken } from "./call";
import { onEachDatabase } from "./fixtures";

const LINK_FIELDS = ["facebookLink", "id", "instagramLink", "linkedinLink", "snapchatLink", "twitterLink", "youtubeLink"];

onEachDatabase("flight-backend content", (t) => {
  let admin: string;
  let traveler: string;
  beforeAll(async () => {
    [admin, traveler] = await Promise.all([adminToken(), travelerToken()]);
  });

  const count = async (table: typeof users | typeof offers | typeof flights | typeof reservations) =>
    (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  describe("social links", () => {
    it("are public, with twitter empty so its button shows disabled", async () => {
      const { status, json } = await flight("api/Footer/SocialMedia");
      expect(status).toBe(200);
      expect(Object.keys(json).sort()).toEqual(LINK_FIELDS);
      expect(json).toMatchObject({
        id: 1,
        facebookLink: expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
        instagramLink: expect.stringMatching(/^https:\/\//),
        linkedinLink: expect.stringMatching(/^https:\/\//),
        twitterLink: null,
      });
    });

    it("are changed by an admin only, with https URLs or null", async () => {
      const body = { twitterLink: "https://x.com/rahhal_travel", instagramLink: "" };
      expect((await flight("api/Footer/SocialMedia", { method: "PUT", body })).status).toBe(401);
      expect((await flight("api/Footer/SocialMedia", { method: "PUT", body, token: traveler })).status).toBe(403);

      const { status, json } = await flight("api/Footer/SocialMedia", { method: "PUT", body, token: admin });
      expect(status).toBe(200);
      expect(json).toMatchObject({ twitterLink: "https://x.com/rahhal_travel", instagramLink: null });
      expect(json.facebookLink).toMatch(/^https:\/\/www\.facebook\.com\//);
      const [row] = await t.db.db.select().from(socialLinks);
      expect(row).toMatchObject({ twitterLink: "https://x.com/rahhal_travel", instagramLink: null });
      expect((await flight("api/Footer/SocialMedia")).json).toEqual(json);

      // "https:alert(1)" and "https:/x.com" parse as URLs (https://alert(1)/): only a link written out in full is kept.
      for (const bad of [
        "http://x.com/rahhal",
        "javascript:alert(1)",
        "https:alert(1)",
        "HTTPS:alert(1)",
        "https:/x.com/a",
        "https://user:pw@x.com/",
        "https://localhost/",
        "not a url",
        42,
      ]) {
        const refused = await flight("api/Footer/SocialMedia", { method: "PUT", body: { twitterLink: bad }, token: admin });
        expect(refused.status).toBe(400);
        expect(refused.json).toMatchObject({ code: "VALIDATION", fields: { twitterLink: "urlInvalid" } });
      }
      expect((await t.db.db.select().from(socialLinks))[0]!.twitterLink).toBe("https://x.com/rahhal_travel");
    });
  });

  describe("pages", () => {
    const slugs = ["about-us", "terms-and-conditions", "privacy-policy"] as const;

    for (const slug of slugs) {
      it(`serves ${slug} in Arabic by default and in English on request`, async () => {
        const ar = await flight(`api/Pages/${slug}`);
        expect(ar.status).toBe(200);
        expect(ar.json).toMatchObject({ slug, locale: "ar" });
        expect(ar.json.title).toMatch(/[\u0600-\u06FF]/);
        const en = await flight(`api/Pages/${slug}`, { locale: "en" });
        expect(en.json).toMatchObject({ slug, locale: "en" });
        expect(en.json.title).toMatch(/^[A-Z]/);
        expect((await flight(`api/Pages/${slug}?lang=en`)).json).toEqual(en.json);
        for (const page of [ar.json, en.json]) {
          const body = page.body as string;
          expect(body.match(/^## /gm)?.length).toBeGreaterThanOrEqual(3);
          expect(body).toMatch(/^- /m);
          expect(Date.parse(page.updatedAt as string)).not.toBeNaN();
        }
      });
    }

    it("states the cancellation rule and the meal deadlines in the terms, in both languages", async () => {
      const en = (await flight("api/Pages/terms-and-conditions", { locale: "en" })).json.body as string;
      expect(en).toContain("up to 24 hours before the scheduled departure");
      expect(en).toContain("10% of the ticket price");
      expect(en).toMatch(/Special meal requests must reach us at least 24 hours/);
      expect(en).toMatch(/Dietary meals .* at least 48 hours/);
      const ar = (await flight("api/Pages/terms-and-conditions")).json.body as string;
      expect(ar).toContain("حتى 24 ساعة قبل موعد الإقلاع");
      expect(ar).toContain("10% من سعر التذكرة");
      expect(ar).toContain("قبل 24 ساعة على الأقل");
      expect(ar).toContain("قبل 48 ساعة على الأقل");
    });

    it("names in the privacy policy the traveller data we keep", async () => {
      const en = (await flight("api/Pages/privacy-policy", { locale: "en" })).json.body as string;
      for (const item of ["name", "email", "phone number", "passport number"]) expect(en).toContain(item);
      const ar = (await flight("api/Pages/privacy-policy")).json.body as string;
      for (const item of ["الاسم", "البريد الإلكتروني", "رقم الهاتف", "رقم جواز السفر"]) expect(ar).toContain(item);
    });

    it("answers 404 for an unknown page", async () => {
      const { status, json } = await flight("api/Pages/careers", { locale: "en" });
      expect(status).toBe(404);
      expect(json).toEqual({ code: "NOT_FOUND", message: "Not found." });
    });

    it("lets only an admin write a page, one language at a time", async () => {
      const body = { locale: "en", title: "About us", body: "## Hello\nWe are Rahhal.\n- Flights" };
      expect((await flight("api/Pages/about-us", { method: "PUT", body })).status).toBe(401);
      expect((await flight("api/Pages/about-us", { method: "PUT", body, token: traveler })).status).toBe(403);
      const written = await flight("api/Pages/about-us", { method: "PUT", body, token: admin });
      expect(written.status).toBe(200);
      expect(written.json).toMatchObject({ slug: "about-us", locale: "en", title: "About us", body: body.body });
      expect((await flight("api/Pages/about-us", { locale: "en" })).json).toEqual(written.json);
      expect((await flight("api/Pages/about-us")).json.title).toBe("من نحن");
      expect(await t.db.db.select({ n: sql<number>`count(*)::int` }).from(pages)).toEqual([{ n: 6 }]);

      const invalid = await flight("api/Pages/about-us", { method: "PUT", body: { locale: "fr", title: "", body: "x" }, token: admin });
      expect(invalid.status).toBe(400);
      expect(invalid.json.fields).toMatchObject({ title: "required" });
      expect(Object.keys(invalid.json.fields as object)).toContain("locale");
      expect((await flight("api/Pages/careers", { method: "PUT", body, token: admin })).status).toBe(404);
    });
  });

  describe("admin stats", () => {
    it("is for admins only", async () => {
      expect((await flight("api/Admin/Stats")).status).toBe(401);
      expect((await flight("api/Admin/Stats", { token: traveler })).status).toBe(403);
    });

    it("counts users, reservations, flights and offers from the database", async () => {
      const { status, json } = await flight("api/Admin/Stats", { token: admin });
      expect(status).toBe(200);
      expect(json).toEqual({
        users: await count(users),
        reservations: await count(reservations),
        flights: await count(flights),
        offers: await count(offers),
      });
      expect(json.users).toBeGreaterThanOrEqual(5);
      expect(json.offers).toBeGreaterThanOrEqual(10);
    });
  });

  describe("seeded offers", () => {
    it("are live today, in both languages, with discounts that make sense", async () => {
      const rows = await t.db.db.select().from(offers);
      // The offers' day is Riyadh's, as the seed dates them (from 21:00 UTC it is already tomorrow there).
      const today = localDate(new Date(), OFFER_TIMEZONE);
      expect(rows.filter((o) => o.startDate <= today && o.endDate >= today).length).toBeGreaterThanOrEqual(6);
      expect(rows.filter((o) => o.isFeatured).length).toBeGreaterThanOrEqual(3);
      for (const offer of rows) {
        expect(offer.titleAr).toMatch(/[\u0600-\u06FF]/);
        expect(offer.titleEn).toMatch(/^[A-Z]/);
        expect(offer.destination).toMatch(/^[A-Z]{3}$/);
        if (offer.originalPrice !== null) expect(offer.originalPrice).toBeGreaterThan(offer.price);
      }
    });
  });
});

describe("openapi.json", () => {
  it("lists every account and content endpoint", async () => {
    const { status, json } = await call<{ paths: Record<string, Record<string, { "x-access": string }>> }>("/openapi.json");
    expect(status).toBe(200);
    const expected: [string, string, string][] = [
      ["/auth-backend/api/Account/register", "post", "public"],
      ["/auth-backend/api/Account/confirm-email", "post", "public"],
      ["/auth-backend/api/Account/resend-confirmation", "post", "public"],
      ["/auth-backend/api/Account/login", "post", "public"],
      ["/auth-backend/api/Account/forgot-password", "post", "public"],
      ["/auth-backend/api/Account/reset-password", "post", "public"],
      ["/auth-backend/api/Users/UserData", "get", "user"],
      ["/auth-backend/api/Users/Profile", "put", "user"],
      ["/auth-backend/api/Users/ChangePassword", "post", "user"],
      ["/auth-backend/api/Admin/Outbox", "get", "admin"],
      ["/flight-backend/api/Footer/SocialMedia", "get", "public"],
      ["/flight-backend/api/Footer/SocialMedia", "put", "admin"],
      ["/flight-backend/api/Pages/{slug}", "get", "public"],
      ["/flight-backend/api/Pages/{slug}", "put", "admin"],
      ["/flight-backend/api/Admin/Stats", "get", "admin"],
    ];
    for (const [path, method, access] of expected) {
      expect(json.paths[path]?.[method]?.["x-access"], `${method} ${path}`).toBe(access);
    }
  });

  it("lists the flight endpoints, with the card body of Pay documented though its handler reads it", async () => {
    type Operation = { "x-access": string; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } };
    const { json } = await call<{ paths: Record<string, Record<string, Operation>> }>("/openapi.json");
    for (const [path, method, access] of [
      ["/search-flight/api/Flights/Search", "get", "public"],
      ["/search-flight/api/Airports/Search", "get", "public"],
      ["/flight-backend/api/Flights/{id}", "get", "public"],
      ["/flight-backend/api/Flights/{id}/Seats", "get", "public"],
      ["/flight-backend/api/Reservations", "post", "user"],
      ["/flight-backend/api/Reservations/{id}/Cancel", "post", "user"],
      ["/flight-backend/api/Favorites", "post", "user"],
    ] as const) {
      expect(json.paths[path]?.[method]?.["x-access"], `${method} ${path}`).toBe(access);
    }
    const pay = json.paths["/flight-backend/api/Reservations/{id}/Pay"]?.post;
    expect(Object.keys(pay?.requestBody?.content["application/json"]?.schema.properties ?? {})).toContain("cardNumber");
  });
});
