// Issue 25 point 1: the Umm al-Qura Hijri date beside the Gregorian one — in the one calendar (Arabic always, English on
// request, remembered), with Ramadan and the Hajj days marked; on a ticket and a voucher in both languages. The calendar
// passes axe and is used by keyboard (arrows mirrored in Arabic, Page Up/Down by month, Home/End by week) at 320 px too.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { calendarDialog, openCalendar, showDay } from "../support/date-picker";
import { isoDaysAhead } from "../support/flights";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";
import { makeReservation } from "../support/reservations";
import { makeHotelReservation } from "../support/stays";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = { "320 px": { width: 320, height: 720 }, desktop: { width: 1280, height: 900 } } as const;

const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
/** The Hijri form the server (this same Node's Intl) writes. */
const hijri = (locale: Locale, iso: string, options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" }) =>
  new Intl.DateTimeFormat(`${locale}-u-ca-islamic-umalqura`, { ...options, timeZone: "UTC" }).format(noon(iso));
/** The same in the browser's Intl, for what the calendar draws there. */
const browserHijri = (page: Page, locale: Locale, iso: string, options: Intl.DateTimeFormatOptions) =>
  page.evaluate(([l, d, o]) => new Intl.DateTimeFormat(`${l}-u-ca-islamic-umalqura`, { ...o, timeZone: "UTC" }).format(new Date(`${d}T12:00:00Z`)), [
    locale,
    iso,
    options,
  ] as const);
/** The first day ahead (within the stay search's year) whose Hijri month and day pass `test`. */
function nextHijriDay(test: (month: number, day: number) => boolean): string {
  const parts = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", { day: "numeric", month: "numeric", timeZone: "UTC" });
  for (let d = 2; d < 360; d++) {
    const iso = isoDaysAhead(d);
    const p = parts.formatToParts(noon(iso));
    if (test(Number(p.find((x) => x.type === "month")!.value), Number(p.find((x) => x.type === "day")!.value))) return iso;
  }
  throw new Error("no such Hijri day within a year");
}
const addDays = (iso: string, n: number) => new Date(noon(iso).getTime() + n * 86_400_000).toISOString().slice(0, 10);
const addMonth = (iso: string) => {
  const d = noon(iso);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/** A Wednesday 40–60 days ahead on the 1st–28th, so a month on or back lands on the same day number. */
function midWeekDay(): string {
  for (let d = 40; d < 80; d++) {
    const iso = isoDaysAhead(d);
    if (noon(iso).getUTCDay() === 3 && Number(iso.slice(8)) <= 28) return iso;
  }
  throw new Error("no Wednesday");
}

const hotelSearch = (checkIn: string) => `/search?category=hotel&city=makkah&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2&rooms=1`;
const checkInButton = (page: Page, locale: Locale) =>
  page.getByRole("form", { name: t(locale, "StaySearch.formLabel") }).getByRole("button", { name: t(locale, "StaySearch.checkIn"), exact: true });
const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.closest("[data-day]")?.getAttribute("data-day") ?? null);

for (const locale of LOCALES) {
  test(`a hotel search's calendar shows the Hijri day under each day, the Hijri months in its caption, the dates above the results (${locale})`, async ({
    page,
  }) => {
    const day = isoDaysAhead(45);
    await page.goto(localePath(locale, hotelSearch(day)));
    if (locale === "ar") await expect(page.getByTestId("stay-dates")).toContainText(hijri(locale, day));
    const dialog = await openCalendar(page, locale, checkInButton(page, locale));
    const cell = dialog.locator(`[data-day="${day}"]`);
    const hijriDay = await browserHijri(page, locale, day, { day: "numeric" });
    const hijriDate = await browserHijri(page, locale, day, { day: "numeric", month: "long", year: "numeric" });
    const hijriMonth = await browserHijri(page, locale, day, { month: "long" });
    if (locale === "en") {
      // English shows the Hijri days on request: the switch under the grid, remembered in this browser.
      await expect(cell.getByRole("button")).not.toHaveAccessibleName(new RegExp(hijriDate));
      await dialog.getByRole("checkbox", { name: t(locale, "DatePicker.showHijri") }).check();
    } else {
      await expect(dialog.getByRole("checkbox")).toHaveCount(0);
    }
    await expect(cell.getByRole("button")).toHaveText(`${Number(day.slice(8))}${hijriDay}`);
    await expect(cell.getByRole("button")).toHaveAccessibleName(new RegExp(hijriDate));
    await expect(dialog.locator("[data-hijri-caption]")).toContainText(hijriMonth);
    await expect(dialog.getByRole("grid").first()).toHaveAccessibleName(new RegExp(hijriMonth));

    if (locale === "en") {
      await page.reload();
      const again = await openCalendar(page, locale, checkInButton(page, locale));
      await expect(again.getByRole("checkbox", { name: t(locale, "DatePicker.showHijri") })).toBeChecked();
      await expect(again.locator(`[data-day="${day}"] button`)).toHaveAccessibleName(new RegExp(hijriDate));
    }
  });

  test(`Ramadan and the Hajj days are marked in the grid and in each day's name (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, "/search?category=hotel"));
    const button = checkInButton(page, locale);
    const ramadan = nextHijriDay((month) => month === 9);
    const hajj = nextHijriDay((month, day) => month === 12 && day >= 8 && day <= 13);
    const before = addDays(
      nextHijriDay((month, day) => month === 12 && day === 8),
      -1,
    );

    const { dialog, day } = await showDay(page, locale, button, ramadan);
    await expect(day).toHaveAccessibleName(new RegExp(t(locale, "DatePicker.ramadan")));
    await expect(dialog.locator("[data-hijri-legend]")).toHaveText(t(locale, "DatePicker.ramadan"));
    await page.keyboard.press("Escape");

    const shown = await showDay(page, locale, button, hajj);
    await expect(shown.day).toHaveAccessibleName(new RegExp(t(locale, "DatePicker.hajjDay")));
    await expect(shown.dialog.locator("[data-hijri-legend]")).toHaveText(t(locale, "DatePicker.hajjDays"));
    // 7 Dhu al-Hijjah is no Hajj day.
    const seventh = shown.dialog.locator(`[data-day="${before}"] button`);
    if (await seventh.isVisible()) await expect(seventh).not.toHaveAccessibleName(new RegExp(t(locale, "DatePicker.hajjDay")));
  });

  for (const [width, viewport] of Object.entries(WIDTHS)) {
    test.describe(`at ${width}`, () => {
      test.use({ viewport });

      test(`the open calendar passes axe (${locale})`, async ({ page }) => {
        await page.goto(localePath(locale, hotelSearch(midWeekDay())));
        await openCalendar(page, locale, checkInButton(page, locale));
        const results = await new AxeBuilder({ page }).withTags(TAGS).include('[role="dialog"]').analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });

      test(`the calendar by keyboard: arrows by day (mirrored in Arabic), Page Up/Down by month, Home/End by week (${locale})`, async ({ page }) => {
        const day = midWeekDay();
        await page.goto(localePath(locale, hotelSearch(day)));
        const button = checkInButton(page, locale);
        await expect(button).toHaveAttribute("data-value", day);
        await expect(async () => {
          await button.focus();
          await page.keyboard.press("Enter");
          await expect(calendarDialog(page, locale).getByRole("grid").first()).toBeVisible({ timeout: 3000 });
        }).toPass({ timeout: 20_000 });
        await expect.poll(() => focusedDay(page)).toBe(day);

        const next = locale === "ar" ? "ArrowLeft" : "ArrowRight";
        const previous = locale === "ar" ? "ArrowRight" : "ArrowLeft";
        await page.keyboard.press(next);
        await expect.poll(() => focusedDay(page)).toBe(addDays(day, 1));
        await page.keyboard.press(previous);
        await page.keyboard.press(previous);
        await expect.poll(() => focusedDay(page)).toBe(addDays(day, -1));
        await page.keyboard.press(next);

        await page.keyboard.press("PageDown");
        await expect.poll(() => focusedDay(page)).toBe(addMonth(day));
        await page.keyboard.press("PageUp");
        await expect.poll(() => focusedDay(page)).toBe(day);

        // A Wednesday: the week starts on Saturday in Arabic (4 days back), on Sunday in English (3 back).
        const start = addDays(day, locale === "ar" ? -4 : -3);
        await page.keyboard.press("Home");
        await expect.poll(() => focusedDay(page)).toBe(start);
        await page.keyboard.press("End");
        await expect.poll(() => focusedDay(page)).toBe(addDays(start, 6));

        await page.keyboard.press("Enter");
        await expect(calendarDialog(page, locale)).toBeHidden();
        await expect(button).toBeFocused();
        await expect(button).toHaveAttribute("data-value", addDays(start, 6));
      });
    });
  }

  test.describe("signed in", () => {
    test.use({ storageState: "e2e/.auth/traveler.json" });

    test(`a ticket and a hotel voucher show the Hijri date beside the Gregorian one (${locale})`, async ({ page, request, baseURL }) => {
      const flightDay = isoDaysAhead(21);
      const made = await makeReservation(request, baseURL!, { daysAhead: 21, pay: true, locale });
      await page.goto(localePath(locale, `/flight/${made.flightId}/booking/reservation/${made.id}/ticket`));
      const date = page.locator("dd", { has: page.locator("[data-hijri]") }).first();
      await expect(date).toContainText(
        new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(noon(flightDay)),
      );
      await expect(date.locator("[data-hijri]")).toHaveText(hijri(locale, flightDay));

      const checkIn = isoDaysAhead(50 + Math.floor(Math.random() * 20));
      const stay = await makeHotelReservation(request, baseURL!, { city: "makkah", checkIn, pay: true, locale });
      await page.goto(localePath(locale, `${stay.path}/voucher`));
      const short = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
      await expect(page.getByTestId("stay-check-in")).toContainText(new Intl.DateTimeFormat(locale, short).format(noon(checkIn)));
      await expect(page.getByTestId("stay-check-in").locator("[data-hijri]")).toHaveText(hijri(locale, checkIn));
      await expect(page.getByTestId("stay-check-out").locator("[data-hijri]")).toHaveText(hijri(locale, addDays(checkIn, 2)));
    });
  });
}
