// Issue 24 point 6: the back office's reports. A traveller pays a hotel stay today; the admin opens Reports for a range
// from today to the stay's last night, reads today's hotel figures in the table (and the chart is drawn), the booked
// hotel's occupancy, downloads both CSV files — UTF-8 with a BOM, headed in the page's language, with the same figures
// as the provider's report — and a refused range is said beside its field. Both languages.
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { OccupancyReport, SalesReport } from "../../provider/contracts/admin-reports";
import { csvText, num } from "../../lib/reports/csv";
import { formatSar, halalasToRiyals } from "../../lib/reports/figures";
import { percent } from "../../lib/reports/report-csv";
import { isoDaysAhead } from "../support/flights";
import { LOCALES, localePath, t, type Locale } from "../support/i18n";
import { addDays, makeHotelReservation } from "../support/stays";

const riyadhToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

async function providerReport<T>(request: APIRequestContext, name: "Sales" | "Occupancy", range: { from: string; to: string }, locale: Locale): Promise<T> {
  const answer = await request.get(`/api/flight-backend/api/Admin/Reports/${name}?${new URLSearchParams(range)}`, { headers: { "accept-language": locale } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

/** The downloaded file's bytes, after clicking its link. */
async function download(page: Page, name: string): Promise<{ bytes: Buffer; file: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  return { bytes: readFileSync((await file.path())!), file: file.suggestedFilename() };
}

const lines = (bytes: Buffer) => bytes.subarray(3).toString("utf8").split("\r\n");

for (const locale of LOCALES) {
  test(`an admin reads today's revenue and a hotel's occupancy, and downloads them as CSV (${locale})`, async ({ page, playwright, baseURL, request }) => {
    const started = Date.now();
    await page.setViewportSize({ width: 1366, height: 900 });
    const traveler = await playwright.request.newContext({ baseURL, storageState: "e2e/.auth/traveler.json" });
    const checkIn = isoDaysAhead(300 + Math.floor(Math.random() * 40));
    const booking = await makeHotelReservation(traveler, baseURL!, { city: "riyadh", checkIn, pay: true, locale });
    await traveler.dispose();
    const range = { from: riyadhToday(), to: addDays(checkIn, 1) };
    const hotelKind = t(locale, "Admin.kinds.hotel");

    // Other workers may pay while this reads: the page, the file and the provider's answer are compared until they agree.
    await expect(async () => {
      const sales = await providerReport<SalesReport>(request, "Sales", range, locale);
      await page.goto(localePath(locale, `/admin/dashboard/reports?${new URLSearchParams(range)}`));
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "AdminReports.title") })).toBeVisible();
      const hotel = sales.days.find((row) => row.day === range.from && row.kind === "hotel")!;
      expect(BigInt(hotel.gross)).toBeGreaterThanOrEqual(BigInt(booking.total));
      const row = page
        .getByRole("table", { name: t(locale, "AdminReports.byDayCaption") })
        .getByRole("row")
        .filter({ hasText: hotelKind });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(formatSar(locale, hotel.gross));
      await expect(row).toContainText(formatSar(locale, hotel.net));
      await expect(page.locator("figure svg.recharts-surface").first()).toBeVisible();

      const csv = await download(page, t(locale, "AdminReports.downloadSales"));
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.file).toBe(`sales_${range.from}_${range.to}.csv`);
      const rows = lines(csv.bytes);
      expect(rows[0]).toBe(
        [
          "AdminReports.day",
          "AdminBookings.kind",
          "Admin.todayStats.bookings",
          "AdminReports.cancellations",
          "AdminReports.csv.gross",
          "AdminReports.csv.refunds",
          "AdminReports.csv.net",
        ]
          .map((key) => t(locale, key))
          .join(","),
      );
      const figures = [hotel.bookings, hotel.cancellations, halalasToRiyals(hotel.gross), halalasToRiyals(hotel.refunds), halalasToRiyals(hotel.net)];
      expect(rows).toContain([range.from, hotelKind, ...figures].join(","));
      expect(rows.at(-1)).toBe("");
    }).toPass({ timeout: 60_000 });

    // The booked hotel's occupancy: in the table, and in its file as the provider counts it.
    await expect(async () => {
      const occupancy = await providerReport<OccupancyReport>(request, "Occupancy", range, locale);
      const stay = occupancy.stays.find((s) => s.kind === "hotel" && s.id === booking.propertyId)!;
      expect(stay.booked).toBeGreaterThanOrEqual(2);
      await page.reload();
      const row = page
        .getByRole("table", { name: t(locale, "AdminReports.occupancyCaption") })
        .getByRole("row")
        .filter({ hasText: stay.name });
      await expect(row).toContainText(new Intl.NumberFormat(locale).format(stay.available));
      const csv = await download(page, t(locale, "AdminReports.downloadOccupancy"));
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(lines(csv.bytes)[0]!.startsWith(`${t(locale, "AdminBookings.kind")},${t(locale, "AdminReports.stay")},`)).toBe(true);
      const expected = csvText([
        [hotelKind, stay.name, stay.city, num(stay.units), num(stay.available), num(stay.booked), percent(stay.booked, stay.available)],
      ]);
      expect(lines(csv.bytes)).toContain(expected.slice(1, -2));
    }).toPass({ timeout: 60_000 });

    // The files are the admin's alone: the provider's 401 to a guest and 403 to a traveller come through.
    const query = new URLSearchParams({ ...range, locale });
    const guest = { cookies: [], origins: [] };
    for (const [storageState, status] of [
      [guest, 401],
      ["e2e/.auth/traveler.json", 403],
    ] as [typeof guest | string, number][]) {
      const other = await playwright.request.newContext({ baseURL, storageState });
      expect((await other.get(`/api/reports/sales?${query}`)).status()).toBe(status);
      await other.dispose();
    }

    // A range that ends before it starts, and one past 366 days, are refused beside the end date; no report is read.
    await page.goto(localePath(locale, "/admin/dashboard/reports?from=2026-03-02&to=2026-03-01"));
    await expect(page.getByText(t(locale, "AdminValidation.dateRangeInvalid"))).toBeVisible();
    await expect(page.getByText(t(locale, "AdminReports.fixRange"))).toBeVisible();
    await page.goto(localePath(locale, "/admin/dashboard/reports?from=2025-01-01&to=2026-01-02"));
    await expect(page.getByText(t(locale, "AdminValidation.reportRangeTooLong"))).toBeVisible();
    console.log(`reports spec (${locale}): ${Date.now() - started} ms`);
  });
}
