// Taxes by the country of the service (issue 22 point 4): a Riyadh, a Jeddah, a Cairo and a Dubai hotel, and a Cairo
// taxi, are priced with their own country's named lines by the search, the details and the booking alike; the
// booking keeps the lines it was charged (a later change of rules or of the city's country does not touch them), and
// one booked before the lines were stored reads as Saudi VAT 15 %.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDetails, hotelSearchResponse, stayReservationResponse } from "@/provider/contracts/stays";
import { COUNTRY_TAXES, countryTaxes, priceLines } from "@/provider/contracts/taxes";
import { taxiReservationResponse, transferSearchResponse } from "@/provider/contracts/taxis";
import { cities, reservations } from "@/provider/db/schema";
import { AIRPORTS } from "@/provider/db/seed/flights-data";
import { CITIES } from "@/provider/db/seed/stays-data";
import { createUsers, onEachDatabase, type TestUser } from "./flight-fixtures";
import { addDays, createHotel, createTransfer, hotelBooking, hotelsCall, nextWeekday, riyadhDate, taxiBooking, taxisCall } from "./stays-fixtures";

describe("tax rules", () => {
  it("cover every country the seed sells stays and transfers in", () => {
    for (const city of CITIES) {
      expect(() => countryTaxes(city.country)).not.toThrow();
      expect(AIRPORTS.find((a) => a.code === city.airport)?.countryCode).toBe(city.country);
    }
    expect(Object.keys(COUNTRY_TAXES).sort()).toEqual(["AE", "EG", "JO", "SA"]);
  });

  it("price a Cairo hotel night with the service charge and VAT 14 % on it, a Cairo ride with VAT 14 % only", () => {
    expect(priceLines(100_000, { kind: "hotel", country: "EG", roomNights: 1 })).toEqual({
      base: 100_000,
      serviceFee: 5_000,
      taxes: [
        { code: "serviceCharge", percent: 12, amount: 12_000 },
        { code: "vat", percent: 14, amount: 16_380 },
      ],
      tax: 28_380,
      total: 133_380,
    });
    expect(priceLines(10_000, { kind: "taxi", country: "EG" }).taxes).toEqual([{ code: "vat", percent: 14, amount: 1_470 }]);
  });

  it("add the UAE's tourism fee per room-night, outside VAT 5 %, and none on a ride", () => {
    expect(priceLines(200_000, { kind: "hotel", country: "AE", roomNights: 4 }).taxes).toEqual([
      { code: "vat", percent: 5, amount: 10_500 },
      { code: "tourismFee", percent: null, amount: 6_000 },
    ]);
    expect(priceLines(10_000, { kind: "taxi", country: "AE" }).taxes).toEqual([{ code: "vat", percent: 5, amount: 525 }]);
  });

  it("refuse a country without rules rather than charge another's", () => {
    expect(() => priceLines(10_000, { kind: "hotel", country: "QA" })).toThrow(/QA/);
  });
});

onEachDatabase("taxes by country", (t) => {
  let user: TestUser;
  beforeAll(async () => {
    [user] = (await createUsers(t.db.db, 1)) as [TestUser];
  }, 120_000);

  // A Sunday check-in: three weekday nights at 40,000.
  const stay = () => {
    const checkIn = nextWeekday(0, 10);
    return { checkIn, checkOut: addDays(checkIn, 3) };
  };
  const base = 3 * 40_000;

  async function hotelIn(city: string) {
    const { hotelId, roomTypeId } = await createHotel(t.db.db, { city, nightly: 40_000, weekend: 40_000, units: 3 });
    const { checkIn, checkOut } = stay();
    const search = hotelSearchResponse.parse((await hotelsCall(`api/Hotels/Search?city=${city}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`)).json);
    const item = search.items.find((h) => h.id === hotelId)!;
    const details = hotelDetails.parse((await hotelsCall(`api/Hotels/${hotelId}?checkIn=${checkIn}&checkOut=${checkOut}`)).json);
    const booked = await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, checkIn, checkOut) });
    expect(booked.status).toBe(201);
    return {
      quote: item.cheapestRoom.quote,
      detailsQuote: details.rooms[0]!.quote!,
      terms: details.rooms[0]!.cancellationTerms!,
      booking: stayReservationResponse.parse(booked.json),
    };
  }

  const expectEverywhere = (priced: Awaited<ReturnType<typeof hotelIn>>, taxes: unknown[], total: number) => {
    expect(priced.quote).toMatchObject({ base, serviceFee: 6_000, taxes, total });
    expect(priced.detailsQuote).toMatchObject({ base, taxes, total });
    expect(priced.booking.breakdown).toMatchObject({ base, serviceFee: 6_000, taxes, total });
  };

  it("prices a Riyadh and a Jeddah hotel with Saudi VAT 15 % only", async () => {
    for (const city of ["riyadh", "jeddah"]) {
      expectEverywhere(await hotelIn(city), [{ code: "vat", percent: 15, amount: 18_900 }], 144_900);
    }
  });

  it("prices a Cairo hotel with Egypt's service charge 12 % and VAT 14 %, in the search, the details, the booking and its cancellation fee", async () => {
    const cairo = await hotelIn("cairo");
    const taxes = [
      { code: "serviceCharge", percent: 12, amount: 14_400 },
      { code: "vat", percent: 14, amount: 19_656 },
    ];
    expectEverywhere(cairo, taxes, 160_056);
    expect(cairo.booking.breakdown.tax).toBe(34_056);
    // The first night's fee after the free period carries the same taxes.
    expect(cairo.terms.feeAmount).toBe(priceLines(40_000, { kind: "hotel", country: "EG", roomNights: 1 }).total);
    expect(cairo.booking.cancellationTerms.feeAmount).toBe(cairo.terms.feeAmount);
  });

  it("prices a Dubai hotel with UAE VAT 5 % and the tourism fee of each room-night", async () => {
    expectEverywhere(
      await hotelIn("dubai"),
      [
        { code: "vat", percent: 5, amount: 6_300 },
        { code: "tourismFee", percent: null, amount: 4_500 },
      ],
      136_800,
    );
  });

  it("prices a Cairo taxi with VAT 14 %, in the search and the booking", async () => {
    const transferId = await createTransfer(t.db.db, { airport: "CAI", area: "zamalek" });
    const date = riyadhDate(6);
    const search = transferSearchResponse.parse(
      (await taxisCall(`api/Transfers/Search?airport=CAI&area=zamalek&date=${date}&time=10:00&passengers=2&bags=2`)).json,
    );
    const taxes = [{ code: "vat", percent: 14, amount: 1_764 }];
    expect(search.items.find((i) => i.id === transferId)?.quote).toMatchObject({ base: 12_000, serviceFee: 600, taxes, total: 14_364 });
    const booked = await taxisCall("api/Reservations", { token: user.token, body: taxiBooking(transferId, date, "10:00") });
    expect(booked.status).toBe(201);
    expect(taxiReservationResponse.parse(booked.json).breakdown).toMatchObject({ tax: 1_764, taxes, total: 14_364 });
  });

  it("keeps the lines a booking was charged: the database holds them, and a later change of the city's country does not touch them", async () => {
    const { booking } = await hotelIn("cairo");
    const [row] = await t.db.db.select().from(reservations).where(eq(reservations.id, booking.id));
    expect(row!.taxLines).toEqual(booking.breakdown.taxes);
    await t.db.db.update(cities).set({ countryCode: "SA" }).where(eq(cities.slug, "cairo"));
    try {
      const read = stayReservationResponse.parse((await hotelsCall(`api/Reservations/${booking.id}`, { token: user.token })).json);
      expect(read.breakdown.taxes.map((l) => l.code)).toEqual(["serviceCharge", "vat"]);
      expect(read.breakdown).toMatchObject({ taxes: booking.breakdown.taxes, total: 160_056 });
    } finally {
      await t.db.db.update(cities).set({ countryCode: "EG" }).where(eq(cities.slug, "cairo"));
    }
  });

  it("reads a stay booked before the lines were stored as Saudi VAT 15 % of its tax", async () => {
    const { booking } = await hotelIn("riyadh");
    await t.db.db.update(reservations).set({ taxLines: null }).where(eq(reservations.id, booking.id));
    const read = stayReservationResponse.parse((await hotelsCall(`api/Reservations/${booking.id}`, { token: user.token })).json);
    expect(read.breakdown.taxes).toEqual([{ code: "vat", percent: 15, amount: 18_900 }]);
  });
});
