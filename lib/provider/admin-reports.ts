// The back office's reports read on the server with the admin's token (never cached: every payment and cancellation
// moves them). The page and the CSV download (app/api/reports/[report]/route.ts) both read them here.
import "server-only";
import { occupancyReport, salesReport, type OccupancyReport, type ReportRange, type SalesReport } from "@/provider/contracts/admin-reports";
import type { Locale } from "@/lib/i18n/routing";
import { adminReportsEndpoint } from "@/lib/endpoints";
import { providerRequest } from "./client";

export function getSalesReport(token: string, locale: Locale, range: ReportRange): Promise<SalesReport> {
  return providerRequest(...adminReportsEndpoint("Sales"), { token, locale, query: range, schema: salesReport });
}

export function getOccupancyReport(token: string, locale: Locale, range: ReportRange): Promise<OccupancyReport> {
  return providerRequest(...adminReportsEndpoint("Occupancy"), { token, locale, query: range, schema: occupancyReport });
}
