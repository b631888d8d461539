// GET /api/reports/<sales|occupancy>?from=&to=&locale= – a back office report as a CSV file that Excel opens right in
// Arabic (lib/reports/csv.ts), headed in the page's language, read from the provider with the admin's session (the
// provider checks the role: a guest gets 401, a traveller 403, as from the page).
import { getTranslations } from "next-intl/server";
import type { NextRequest } from "next/server";
import { reportRangeQuery } from "@/provider/contracts/admin-reports";
import { REPORT_FILES, type ReportFile } from "@/lib/api/admin-reports";
import type { Locale } from "@/lib/i18n/routing";
import { observeApiRequest } from "@/lib/observe/api-request";
import { getOccupancyReport, getSalesReport } from "@/lib/provider/admin-reports";
import { sessionToken } from "@/lib/provider/bff";
import { ProviderRequestError } from "@/lib/provider/client";
import { csvText, type Cell } from "@/lib/reports/csv";
import { occupancyRows, salesRows } from "@/lib/reports/report-csv";

type Context = { params: Promise<{ report: string }> };

const PRIVATE = { "cache-control": "private, no-store" };

export async function GET(request: NextRequest, context: Context) {
  return observeApiRequest(request, "/api/reports", () => download(request, context));
}

async function download(request: NextRequest, { params }: Context): Promise<Response> {
  const { report } = await params;
  const search = request.nextUrl.searchParams;
  const locale: Locale = search.get("locale") === "en" ? "en" : "ar";
  const errors = await getTranslations({ locale, namespace: "Errors" });
  if (!(REPORT_FILES as readonly string[]).includes(report))
    return Response.json({ message: errors("notFound"), code: "notFound" }, { status: 404, headers: PRIVATE });
  const range = reportRangeQuery.safeParse({ from: search.get("from") ?? "", to: search.get("to") ?? "" });
  if (!range.success) {
    const validation = await getTranslations({ locale, namespace: "AdminValidation" });
    const issue = range.error.issues[0]!;
    const message = validation.has(issue.message as "reportRangeTooLong") ? validation(issue.message as "reportRangeTooLong") : issue.message;
    return Response.json({ message, code: "VALIDATION", fields: { [String(issue.path[0])]: issue.message } }, { status: 400, headers: PRIVATE });
  }
  const session = await sessionToken(request.headers.get("cookie"));
  try {
    const rows = await reportRows(report as ReportFile, session?.token ?? "", locale, range.data);
    return new Response(csvText(rows), {
      headers: {
        ...PRIVATE,
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${report}_${range.data.from}_${range.data.to}.csv"`,
      },
    });
  } catch (error) {
    if (error instanceof ProviderRequestError) return Response.json({ message: error.message, code: error.code }, { status: error.status, headers: PRIVATE });
    throw error;
  }
}

async function reportRows(report: ReportFile, token: string, locale: Locale, range: { from: string; to: string }): Promise<Cell[][]> {
  const [t, tb, ta, tt] = await Promise.all([
    getTranslations({ locale, namespace: "AdminReports" }),
    getTranslations({ locale, namespace: "AdminBookings" }),
    getTranslations({ locale, namespace: "Admin" }),
    getTranslations({ locale, namespace: "Admin.todayStats" }),
  ]);
  if (report === "occupancy") {
    const data = await getOccupancyReport(token, locale, range);
    return occupancyRows(data, {
      kind: tb("kind"),
      stay: t("stay"),
      city: t("city"),
      units: t("units"),
      available: t("available"),
      booked: t("booked"),
      rate: t("csv.rate"),
      kinds: { hotel: ta("kinds.hotel"), chalet: ta("kinds.chalet") },
    });
  }
  const data = await getSalesReport(token, locale, range);
  return salesRows(data, {
    day: t("day"),
    kind: tb("kind"),
    bookings: tt("bookings"),
    cancellations: t("cancellations"),
    gross: t("csv.gross"),
    refunds: t("csv.refunds"),
    net: t("csv.net"),
    total: t("total"),
    allKinds: tb("anyKind"),
    kinds: { flight: ta("kinds.flight"), offer: ta("kinds.offer"), hotel: ta("kinds.hotel"), chalet: ta("kinds.chalet"), taxi: ta("kinds.taxi") },
  });
}
