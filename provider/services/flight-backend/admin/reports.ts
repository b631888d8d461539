// Admin: the back office's reports over a range of Riyadh days (provider/bookings/admin-reports.ts says what counts).
import { occupancyReport, reportRangeQuery, salesReport } from "../../../contracts/admin-reports";
import { occupancyReport as readOccupancy, salesReport as readSales } from "../../../bookings/admin-reports";
import type { Service } from "../../../http/service";

export function registerAdminReportRoutes(svc: Service): void {
  svc.get(
    "api/Admin/Reports/Sales",
    {
      summary:
        "Admin: bookings paid and cancelled, gross, refunds and net per kind per Riyadh day from `from` to `to` (both included, at most 366 days): a booking counts on the day its payment succeeded, a paid one cancelled again on the day it was cancelled, with its refund; sums in SAR minor units as decimal strings",
      access: "admin",
      query: reportRangeQuery,
      response: salesReport,
    },
    ({ query }) => readSales(query),
  );
  svc.get(
    "api/Admin/Reports/Occupancy",
    {
      summary:
        "Admin: each hotel's and chalet's room-nights sold to confirmed bookings over the Riyadh days from `from` to `to` (both included, at most 366), against its rooms × the nights",
      access: "admin",
      query: reportRangeQuery,
      response: occupancyReport,
    },
    ({ query, locale }) => readOccupancy(query, locale),
  );
}
