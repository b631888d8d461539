// GET /api/price-calendar?from=&to=&date=&adults=&children=&infants=&cabin=&locale= – the lowest fare of each day
// within 15 days of `date` for the flight date picker (components/flights/search/date-panel.tsx) and the strip above
// the flight results (components/flights/results/price-calendar-days.tsx), answered by a cached provider call
// (lib/provider/price-calendar.ts: one provider query per route, cabin, party and day for a minute, for every visitor). Checked by the provider's own contract first, so a bad query
// gets its field's translated message without reaching the provider. The days carry no words and no one's session.
import type { NextRequest } from "next/server";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { observeApiRequest } from "@/lib/observe/api-request";
import { getPriceCalendarFor } from "@/lib/provider/price-calendar";
import { priceCalendarQuery } from "@/provider/contracts/flights";

const FIELDS = ["from", "to", "date", "adults", "children", "infants", "cabin"] as const;
/** As long as the server keeps it ("fares": fresh for a minute); a browser asking again within it gets its own copy. */
const PUBLIC = { "cache-control": "public, max-age=60" };
const NO_STORE = { "cache-control": "no-store" };

export async function GET(request: NextRequest) {
  return observeApiRequest(request, "/api/price-calendar", () => answer(request));
}

async function answer(request: NextRequest): Promise<Response> {
  const search = request.nextUrl.searchParams;
  // The messages themselves, as the BFF's own errors read them (lib/provider/bff.ts): no request-bound translator.
  const messages = search.get("locale") === "en" ? en : ar;
  const query = priceCalendarQuery.safeParse(Object.fromEntries(FIELDS.map((field) => [field, search.get(field) ?? undefined])));
  if (!query.success) {
    const issue = query.error.issues[0]!;
    const validation: Record<string, string> = messages.Validation;
    const message = validation[issue.message] ?? validation.invalid;
    return Response.json({ message, code: "VALIDATION", fields: { [String(issue.path[0] ?? "query")]: issue.message } }, { status: 400, headers: NO_STORE });
  }
  const calendar = await getPriceCalendarFor(query.data);
  if (!calendar) {
    return Response.json({ message: messages.Errors.unavailable, code: "unavailable" }, { status: 503, headers: NO_STORE });
  }
  return Response.json(calendar, { headers: PUBLIC });
}
