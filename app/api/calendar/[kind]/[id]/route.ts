// GET /api/calendar/<kind>/<reservation id>?locale= – "Add to calendar": the paid booking's events as an iCalendar file
// (lib/calendar), in the page's language, read from the provider with the traveller's session (the provider checks the
// booking is theirs: another's answers 404, as its page does). Not paid yet: 409; signed out: 401.
import { getFormatter, getTranslations } from "next-intl/server";
import type { NextRequest } from "next/server";
import { bookingEvents } from "@/lib/calendar/booking-events";
import { icsCalendar } from "@/lib/calendar/ics";
import { appUrl } from "@/lib/http/app-origin";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { observeApiRequest } from "@/lib/observe/api-request";
import { readDocument } from "@/lib/provider/bookings";
import { sessionToken } from "@/lib/provider/bff";
import { KIND_REGISTRY, type BookingKind } from "@/lib/reservations/kinds";
import { voucherPath } from "@/lib/reservations/reservation-kinds";

type Context = { params: Promise<{ kind: string; id: string }> };

const PRIVATE = { "cache-control": "private, no-store" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function GET(request: NextRequest, context: Context) {
  return observeApiRequest(request, "/api/calendar", () => download(request, context));
}

async function download(request: NextRequest, { params }: Context): Promise<Response> {
  const { kind, id } = await params;
  const locale: Locale = request.nextUrl.searchParams.get("locale") === "en" ? "en" : "ar";
  const errors = await getTranslations({ locale, namespace: "Errors" });
  const answer = (status: number, code: string, message: string) => Response.json({ message, code }, { status, headers: PRIVATE });
  if (!Object.hasOwn(KIND_REGISTRY, kind) || !UUID.test(id)) return answer(404, "notFound", errors("notFound"));
  if (!(await sessionToken(request.headers.get("cookie")))) return answer(401, "UNAUTHORIZED", errors("sessionExpired"));

  const [result, t, format] = await Promise.all([
    readDocument(kind as BookingKind, id.toLowerCase(), locale),
    getTranslations({ locale, namespace: "Calendar" }),
    getFormatter({ locale }),
  ]);
  if (result.kind === "notFound") return answer(404, "notFound", errors("notFound"));
  if (result.kind === "unavailable") return answer(409, "DOCUMENT_NOT_AVAILABLE", t("notPaid"));
  if (result.kind === "error") return answer(502, "unavailable", errors("unavailable"));

  const document = result.document;
  const documentUrl = appUrl(getPathname({ href: voucherPath(document), locale })).toString();
  const events = bookingEvents(document, { t: (key, values) => t(key as "reference", values), format, documentUrl });
  if (events.length === 0) return answer(404, "notFound", errors("notFound"));
  const file = icsCalendar(t("calendarName"), events, new Date(document.paidAt ?? Date.now()));
  return new Response(file, {
    headers: { ...PRIVATE, "content-type": "text/calendar; charset=utf-8", "content-disposition": `attachment; filename="rahhal-${document.reference}.ics"` },
  });
}
