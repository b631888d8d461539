// Admin offers, popular destinations and footer content: every field in both languages, SPEC §5's end-after-start rule
// refused on endDate with nothing saved, delete refused while reservations point at an offer, an audit record per write.
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { offerFormValues } from "@/lib/admin/offers";
import { adminOffer, offerRequest } from "@/provider/contracts/admin-offers";
import { auditLog, offers } from "@/provider/db/schema";
import { adminToken, call, travelerToken } from "./call";
import { onEachDatabase } from "./fixtures";
import { createOffer, offerBooking, riyadhDate } from "./offer-fixtures";

const offerBody = (overrides: Record<string, unknown> = {}) => ({
  titleAr: "عطلة في أبها",
  titleEn: "Abha getaway",
  descriptionAr: "ثلاث ليالٍ في جبال السودة",
  descriptionEn: "Three nights in the Soudah mountains",
  type: "package",
  origin: "ruh",
  destination: "AHB",
  price: 99_000,
  originalPrice: 129_000,
  startDate: riyadhDate(2),
  endDate: riyadhDate(40),
  nights: 3,
  availability: 12,
  image: "/images/offers/abha.jpg",
  providerName: "Rahhal Holidays",
  providerNameAr: "رحّال للعطلات",
  bookingLink: "https://example.com/abha",
  tags: "mountains, family, mountains",
  isFeatured: true,
  termsAr: "",
  termsEn: "Breakfast included.",
  ...overrides,
});

onEachDatabase("admin offers", (suite) => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });
  const offersApi = (path: string, options: Parameters<typeof call>[1] = {}) => call(`/offer-backend/${path}`, { token: admin, ...options });

  it("adds an offer with every field in both languages, reads it back, lists it, and records it", async () => {
    const created = await offersApi("api/Admin/Offers", { body: offerBody() });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      titleAr: "عطلة في أبها",
      titleEn: "Abha getaway",
      origin: "RUH",
      tags: ["mountains", "family"],
      status: "upcoming",
      reservationCount: 0,
    });
    const id = created.json.id as number;
    expect((await offersApi(`api/Admin/Offers/${id}`)).json).toEqual(created.json);
    const listed = await offersApi("api/Admin/Offers", { method: "GET" } as never);
    expect(listed.status).toBe(200);
    const found = await call<{ items: { id: number }[]; total: number }>(`/offer-backend/api/Admin/Offers?q=${encodeURIComponent("أبها")}`, { token: admin });
    expect(found.json.items.map((item) => item.id)).toContain(id);
    // The public catalogue shows it in each language.
    const publicEn = await call(`/offer-backend/api/Offers/${id}`, { locale: "en" });
    expect(publicEn.json).toMatchObject({ title: "Abha getaway", terms: "Breakfast included." });
    const trail = await suite.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "offer"), eq(auditLog.entityId, String(id))));
    expect(trail.map((row) => row.action)).toEqual(["create"]);
  });

  it("names the provider in both languages: the Arabic name needs Arabic letters, each page reads its own (issue 22 point 12)", async () => {
    const latin = await offersApi("api/Admin/Offers", { body: offerBody({ providerName: "flynas", providerNameAr: "flynas" }) });
    expect([latin.status, latin.json.fields]).toEqual([400, { providerNameAr: "arabicLettersRequired" }]);
    const created = await offersApi("api/Admin/Offers", { body: offerBody({ providerName: "flynas", providerNameAr: "طيران ناس" }) });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect((await call(`/offer-backend/api/Offers/${id}`, { locale: "ar" })).json).toMatchObject({ providerName: "طيران ناس" });
    expect((await call(`/offer-backend/api/Offers/${id}`, { locale: "en" })).json).toMatchObject({ providerName: "flynas" });
  });

  it("refuses an end date on or before the start date on endDate, in both languages, and saves nothing", async () => {
    const [{ id }] = [await createOffer(suite.db.db)];
    const before = (await offersApi(`api/Admin/Offers/${id}`)).json;
    for (const endDate of [riyadhDate(1), riyadhDate(2)]) {
      const refused = await offersApi(`api/Admin/Offers/${id}`, { method: "PUT", body: offerBody({ startDate: riyadhDate(2), endDate }), locale: "en" });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: "VALIDATION", fields: { endDate: "endBeforeStart" } });
    }
    expect((await offersApi(`api/Admin/Offers/${id}`)).json).toEqual(before);
    const count = (await suite.db.db.select().from(offers)).length;
    const created = await offersApi("api/Admin/Offers", { body: offerBody({ endDate: riyadhDate(1) }), locale: "ar" });
    expect(created.status).toBe(400);
    expect(created.json.message).toBe("بعض الحقول غير صحيحة.");
    expect((await suite.db.db.select().from(offers)).length).toBe(count);
  });

  it("asks a stay's nights, refuses them on a flight or beyond the offer's days, and saves nothing", async () => {
    const count = (await suite.db.db.select().from(offers)).length;
    const refusal = async (body: Record<string, unknown>) => {
      const res = await offersApi("api/Admin/Offers", { body: offerBody(body), locale: "en" });
      expect(res.status).toBe(400);
      return res.json.fields;
    };
    expect(await refusal({ nights: null })).toEqual({ nights: "nightsRequired" });
    expect(await refusal({ type: "flight", nights: 2 })).toEqual({ nights: "nightsNotForType" });
    // Three days (the 2nd to the 4th) hold at most three nights.
    expect(await refusal({ startDate: riyadhDate(2), endDate: riyadhDate(4), nights: 4 })).toEqual({ nights: "nightsLongerThanOffer" });
    expect(await refusal({ nights: 31 })).toEqual({ nights: "nightsInvalid" });
    expect((await suite.db.db.select().from(offers)).length).toBe(count);
    const fits = await offersApi("api/Admin/Offers", { body: offerBody({ startDate: riyadhDate(2), endDate: riyadhDate(4), nights: 3 }) });
    expect(fits.status).toBe(201);
    expect(fits.json.nights).toBe(3);
  });

  it("checks every field: https booking link, image path, tags, prices, airports", async () => {
    const refused = await offersApi("api/Admin/Offers", {
      body: offerBody({
        bookingLink: "http://example.com",
        image: "https://evil.example/x.png",
        tags: "Not A Slug!",
        originalPrice: 1,
        availability: -1,
        titleEn: "",
        type: "cruise",
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toMatchObject({
      bookingLink: "urlInvalid",
      image: "imageInvalid",
      tags: "tagInvalid",
      availability: "availabilityInvalid",
      titleEn: "required",
      type: "offerTypeInvalid",
    });
  });

  it("sets the cancellation terms a booking stores, answered by the public details; without them, the defaults", async () => {
    const created = await offersApi("api/Admin/Offers", { body: offerBody() });
    expect(created.json).toMatchObject({ freeCancellationHours: 24, cancellationFeePercent: 10 });
    const id = created.json.id as number;
    const saved = await offersApi(`api/Admin/Offers/${id}`, { method: "PUT", body: offerBody({ freeCancellationHours: 0, cancellationFeePercent: 100 }) });
    expect(saved.json).toMatchObject({ freeCancellationHours: 0, cancellationFeePercent: 100 });
    expect((await call(`/offer-backend/api/Offers/${id}`, { locale: "ar" })).json.cancellation).toEqual({ freeHours: 0, feePercent: 100 });
    const refused = await offersApi(`api/Admin/Offers/${id}`, {
      method: "PUT",
      body: offerBody({ freeCancellationHours: -1, cancellationFeePercent: 101 }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toMatchObject({
      freeCancellationHours: "freeCancellationHoursInvalid",
      cancellationFeePercent: "cancellationFeePercentInvalid",
    });
    expect((await offersApi(`api/Admin/Offers/${id}`)).json).toMatchObject({ freeCancellationHours: 0, cancellationFeePercent: 100 });
  });

  it("keeps only booking links written out in full as https: https:alert(1) and javascript: are refused", async () => {
    const count = (await suite.db.db.select().from(offers)).length;
    for (const bad of ["https:alert(1)", "https:/example.com/book", "javascript:alert(1)", "https://user:pw@example.com/", "data:text/html,x"]) {
      const refused = await offersApi("api/Admin/Offers", { body: offerBody({ bookingLink: bad }) });
      expect([refused.status, (refused.json.fields as Record<string, string> | undefined)?.bookingLink], bad).toEqual([400, "urlInvalid"]);
    }
    expect((await suite.db.db.select().from(offers)).length).toBe(count);
  });

  it("takes back every offer as the admin form shows it: each seeded offer saves unchanged", async () => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const list = await call<{ items: { id: number }[]; pageCount: number }>(`/offer-backend/api/Admin/Offers?sort=startDate&page=${page}`, { token: admin });
      ids.push(...list.json.items.map((item) => item.id));
      if (page >= list.json.pageCount) break;
    }
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) {
      const stored = adminOffer.parse((await offersApi(`api/Admin/Offers/${id}`)).json);
      const form = offerFormValues(stored);
      // What the form sends is what its resolver parsed: the same schema the provider applies.
      const parsed = offerRequest.safeParse(form);
      expect(parsed.success, `offer ${id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      const saved = await offersApi(`api/Admin/Offers/${id}`, { method: "PUT", body: parsed.data });
      expect(saved.status, `offer ${id}`).toBe(200);
      const { updatedAt: _after, ...after } = adminOffer.parse(saved.json);
      const { updatedAt: _before, ...before } = stored;
      expect(after).toEqual(before);
    }
  });

  it("edits an offer (title seen at once by the public catalogue) and records before and after", async () => {
    const { id } = await createOffer(suite.db.db);
    const edited = await offersApi(`api/Admin/Offers/${id}`, { method: "PUT", body: offerBody({ titleEn: "Abha, edited", startDate: riyadhDate(-1) }) });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ titleEn: "Abha, edited", status: "active" });
    expect((await call(`/offer-backend/api/Offers/${id}`, { locale: "en" })).json).toMatchObject({ title: "Abha, edited" });
    const [record] = await suite.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "offer"), eq(auditLog.entityId, String(id))));
    expect(record).toMatchObject({ action: "update", userEmail: "admin@example.com" });
    expect((record!.before as { titleEn: string }).titleEn).toMatch(/^Dubai weekend/);
    expect((record!.after as { titleEn: string }).titleEn).toBe("Abha, edited");
    expect((await offersApi("api/Admin/Offers/999999", { method: "PUT", body: offerBody() })).status).toBe(404);
  });

  it("deletes an offer nobody booked, and refuses one with a reservation, saying why", async () => {
    const free = await createOffer(suite.db.db);
    expect((await offersApi(`api/Admin/Offers/${free.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await offersApi(`api/Admin/Offers/${free.id}`)).status).toBe(404);

    const booked = await createOffer(suite.db.db);
    const reservation = await call("/offer-backend/api/Reservations", { token: await travelerToken(), body: offerBooking(booked.id) });
    expect(reservation.status).toBe(201);
    const refused = await offersApi(`api/Admin/Offers/${booked.id}`, { method: "DELETE", locale: "en" });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: "OFFER_HAS_RESERVATIONS",
      message: "Failed to delete: 1 reservation was made for this offer. End it or set its places to 0 instead.",
    });
    expect((await offersApi(`api/Admin/Offers/${booked.id}`)).json).toMatchObject({ reservationCount: 1 });
  });

  it("sorts and pages the list with expired offers included", async () => {
    const expired = await createOffer(suite.db.db, { startsIn: -30, endsIn: -2 });
    const all = await call<{ items: { id: number; status: string }[]; pageCount: number }>("/offer-backend/api/Admin/Offers?sort=endDate&dir=asc", {
      token: admin,
    });
    expect(all.json.items.find((item) => item.id === expired.id)?.status).toBe("expired");
    const byPrice = await call<{ items: { price: number }[] }>("/offer-backend/api/Admin/Offers?sort=price&dir=desc", { token: admin });
    const prices = byPrice.json.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("manages the popular destinations, refusing an airport shown twice on its field", async () => {
    const list = await offersApi("api/Admin/Destinations");
    expect(list.status).toBe(200);
    const body = {
      airportCode: "tuu",
      cityAr: "تبوك",
      cityEn: "Tabuk",
      countryAr: "السعودية",
      countryEn: "Saudi Arabia",
      image: null,
      sortOrder: 9,
      isActive: true,
    };
    const created = await offersApi("api/Admin/Destinations", { body });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ airportCode: "TUU", cityEn: "Tabuk", isActive: true });
    const again = await offersApi("api/Admin/Destinations", { body });
    expect(again.status).toBe(409);
    expect(again.json.fields).toEqual({ airportCode: "destinationExists" });
    const id = created.json.id as number;
    const hidden = await offersApi(`api/Admin/Destinations/${id}`, { method: "PUT", body: { ...body, isActive: false, cityEn: "Tabuk city" } });
    expect(hidden.json).toMatchObject({ isActive: false, cityEn: "Tabuk city" });
    const shown = (await call<{ code: string }[]>("/offer-backend/api/Destinations")).json;
    expect(shown.map((d) => d.code)).not.toContain("TUU");
    expect((await offersApi(`api/Admin/Destinations/${id}`, { method: "DELETE" })).status).toBe(204);
    const trail = await suite.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "destination"), eq(auditLog.entityId, String(id))));
    expect(trail.map((row) => row.action).sort()).toEqual(["create", "delete", "update"]);
  });

  it("records the footer pages' and social links' edits in the audit trail", async () => {
    const page = await call("/flight-backend/api/Pages/about-us", {
      token: admin,
      method: "PUT",
      body: { locale: "en", title: "About Rahhal", body: "We are travellers." },
    });
    expect(page.status).toBe(200);
    const links = await call("/flight-backend/api/Footer/SocialMedia", { token: admin, method: "PUT", body: { facebookLink: "https://facebook.com/rahhal" } });
    expect(links.json).toMatchObject({ facebookLink: "https://facebook.com/rahhal" });
    const pageTrail = await suite.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "page"), eq(auditLog.entityId, "about-us:en")));
    expect(pageTrail[0]).toMatchObject({ action: "update", userEmail: "admin@example.com" });
    expect((pageTrail[0]!.after as { title: string }).title).toBe("About Rahhal");
    const linkTrail = await suite.db.db.select().from(auditLog).where(eq(auditLog.entity, "socialLinks"));
    expect((linkTrail.at(-1)!.after as { facebookLink: string }).facebookLink).toBe("https://facebook.com/rahhal");
  });
});
