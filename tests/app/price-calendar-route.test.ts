// GET /api/price-calendar (the flight date picker's fares): a query the provider's contract refuses is answered 400
// with its field and the field's message in the page's language, before any provider call, and never cached.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/price-calendar/route";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

const ask = (query: string) => GET(new NextRequest(`http://localhost:3000/api/price-calendar?${query}`));
const farFuture = "2099-01-01";

describe("GET /api/price-calendar refuses what the contract refuses, in the page's language", () => {
  for (const [locale, messages] of [
    ["en", en],
    ["ar", ar],
  ] as const) {
    it(`the same airport both ways, a day outside the window, a party of none (${locale})`, async () => {
      const cases: [string, string, string][] = [
        [`from=RUH&to=RUH&date=${new Date().toISOString().slice(0, 10)}&adults=1`, "to", messages.Validation.sameAirports],
        [`from=RUH&to=JED&date=${farFuture}&adults=1`, "date", messages.Validation.dateOutOfRange],
        [`from=RUH&to=JED&date=${new Date().toISOString().slice(0, 10)}&adults=0`, "adults", messages.Validation.adultsRange],
      ];
      for (const [query, field, message] of cases) {
        const response = await ask(`${query}&locale=${locale}`);
        expect(response.status).toBe(400);
        expect(response.headers.get("cache-control")).toBe("no-store");
        const body = (await response.json()) as { message: string; code: string; fields: Record<string, string> };
        expect(body.code).toBe("VALIDATION");
        expect(Object.keys(body.fields)).toEqual([field]);
        expect(body.message).toBe(message);
      }
    });
  }
});
