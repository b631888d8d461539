// GET /api/price-calendar?from=&to=&date=&adults=&children=&infants=&cabin=&locale= – the lowest fare of each day
// within 15 days of `date` for the flight date picker (components/flights/search/date-panel.tsx), answered by the same
// cached provider call as the strip above the results (lib/provider/price-calendar.ts: one provider query per route,
// cabin, party and day for a minute, for every visitor). Checked by the provider's own contract first, so a bad query
// gets its field's translated message without reaching the provider. The days carry no words and no one's session.
import { getTranslations } from "next-intl/server";
import type { NextRequest } from "next/server";
import type { Locale } from "@/lib/i18n/routing";
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
  const locale: Locale = search.get("locale") === "en" ? "en" : "ar";
  const query = priceCalendarQuery.safeParse(Object.fromEntries(FIELDS.map((field) => [field, search.get(field) ?? undefined])));
  if (!query.success) {
    const validation = await getTranslations({ locale, namespace: "Validation" });
    const issue = query.error.issues[0]!;
    const key = validation.has(issue.message as "invalid") ? (issue.message as "invalid") : "invalid";
    return Response.json(
      { message: validation(key), code: "VALIDATION", fields: { [String(issue.path[0] ?? "query")]: issue.message } },
      { status: 400, headers: NO_STORE },
    );
  }
  const calendar = await getPriceCalendarFor(query.data);
  if (!calendar) {
    const errors = await getTranslations({ locale, namespace: "Errors" });
    return Response.json({ message: errors("unavailable"), code: "unavailable" }, { status: 503, headers: NO_STORE });
  }
  return Response.json(calendar, { headers: PUBLIC });
}
