import { afterEach, describe, expect, it, vi } from "vitest";

const providerRequest = vi.fn();
vi.mock("server-only", () => ({}));
vi.mock("./client", async (original) => ({ ...(await original<typeof import("./client")>()), providerRequest }));

const { getTaxiAirports, searchTaxis, taxiLinkForTicket, toTaxiVehicle, transferSearchParams } = await import("./taxis");
const { ProviderRequestError } = await import("./client");

afterEach(() => providerRequest.mockReset());

const vat = { code: "vat" as const, percent: 15, amount: 3_150 };
const item = {
  id: 12,
  airport: { code: "JED", name: "King Abdulaziz International" },
  area: { slug: "corniche", name: "Corniche" },
  vehicleClass: "minivan" as const,
  passengerGroup: "4-7" as const,
  vehicle: "Hyundai H1 or similar",
  photo: "/images/stays/vehicle-3.jpg",
  maxPassengers: 7,
  maxBags: 6,
  price: 20_000,
  quote: { base: 20_000, serviceFee: 1_000, tax: 3_150, taxes: [vat], total: 24_150, currency: "SAR" as const },
  distanceKm: 25,
  durationMinutes: 33,
  freeWaitingMinutes: 60,
  meetAndGreet: true,
  childSeats: 2,
  vehiclesLeft: 1,
  closed: false,
};
const query = { airport: "JED", area: "corniche", date: "2027-01-05", time: "14:30", passengers: 4, bags: 2 };

describe("taxis mapping", () => {
  it("maps a transfer to the app's vehicle, price lines included", () => {
    expect(toTaxiVehicle(item)).toEqual({
      id: 12,
      airport: item.airport,
      area: item.area,
      vehicleClass: "minivan",
      passengerGroup: "4-7",
      model: "Hyundai H1 or similar",
      photo: "/images/stays/vehicle-3.jpg",
      maxPassengers: 7,
      maxBags: 6,
      distanceKm: 25,
      durationMinutes: 33,
      freeWaitingMinutes: 60,
      meetAndGreet: true,
      childSeats: 2,
      vehiclesLeft: 1,
      closed: false,
      price: { base: 20_000, serviceFee: 1_000, tax: 3_150, taxes: [vat], total: 24_150 },
    });
  });

  it("drops a picture that is not a site path or https, and never counts below zero", () => {
    expect(toTaxiVehicle({ ...item, photo: "javascript:alert(1)", vehiclesLeft: -1 })).toMatchObject({ photo: null, vehiclesLeft: 0 });
  });

  it("links a ticket to the search at the arrival airport, rounded up, for everyone with a seat, their bags and the flight", () => {
    const traveler = (type: "adult" | "child" | "infant", seatNumber: string | null) => ({ type, seatNumber }) as never;
    const href = taxiLinkForTicket({
      flight: { flightNumber: "SV1020", to: { code: "JED", timezone: "Asia/Riyadh" }, arrivalAt: "2027-01-05T11:05:00Z" } as never,
      travelers: [traveler("adult", "12A"), traveler("child", "12B"), traveler("infant", null)],
      // Two checked pieces each for the adult and the child, and one extra bag bought.
      bags: [{ weightKg: 23, quantity: 1, total: 10_000 }],
    });
    expect(href).toBe("/search/airport-taxi?airport=JED&date=2027-01-05&time=14%3A30&passengers=2&bags=5&flight=SV1020");
  });
});

describe("taxis reads", () => {
  it("asks for the places in the page's language", async () => {
    providerRequest.mockResolvedValueOnce([
      { airport: { code: "JED", name: "KAIA", city: "Jeddah", timezone: "Asia/Riyadh" }, areas: [{ slug: "obhur", name: "Obhur" }] },
    ]);
    expect(await getTaxiAirports("en")).toEqual([
      { code: "JED", name: "KAIA", city: "Jeddah", timezone: "Asia/Riyadh", areas: [{ slug: "obhur", name: "Obhur" }] },
    ]);
    expect(providerRequest).toHaveBeenCalledWith("taxis", "api/Transfers/Places", expect.objectContaining({ locale: "en" }));
  });

  it("searches with the parsed query and maps the answer", async () => {
    const cancellationTerms = { deadline: "2027-01-05T11:30:00Z", freeUntil: "2027-01-04T11:30:00Z", feeAmount: null, feePercent: 100 };
    providerRequest.mockResolvedValueOnce({
      pickupAt: "2027-01-05T11:30:00Z",
      freeCancellationUntil: "2027-01-04T11:30:00Z",
      cancellationTerms,
      items: [item],
    });
    const outcome = await searchTaxis(query, "ar");
    expect(outcome).toMatchObject({ kind: "ok", results: { pickupAt: "2027-01-05T11:30:00Z", cancellationTerms, vehicles: [{ id: 12 }] } });
    expect(providerRequest).toHaveBeenCalledWith("taxis", "api/Transfers/Search", expect.objectContaining({ query: transferSearchParams(query) }));
  });

  it("turns the provider's refusals into field errors, and an outage into a message", async () => {
    providerRequest.mockRejectedValueOnce(new ProviderRequestError(400, "Invalid", "VALIDATION", { time: "pickupTooSoon" }));
    expect(await searchTaxis({ ...query, time: "15:00" }, "en")).toEqual({ kind: "invalid", message: "Invalid", fields: { time: "pickupTooSoon" } });
    providerRequest.mockRejectedValueOnce(new ProviderRequestError(503, "Unavailable", "UNAVAILABLE"));
    expect(await searchTaxis({ ...query, time: "15:30" }, "en")).toEqual({ kind: "error", message: "Unavailable" });
  });
});
