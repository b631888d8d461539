// Issue 9 acceptance for the catalogue, in both languages: an admin creates an airport, an airline, a meal and a plane
// with its seat map; the rules are refused with their messages and nothing saved; an airport in use is not deleted.
import { expect, test } from "@playwright/test";
import { field, openForm, save } from "../support/admin-forms";
import { localePath, LOCALES, t } from "../support/i18n";

const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const pick = () => letters[Math.floor(Math.random() * letters.length)]!;

for (const locale of LOCALES) {
  test.describe(`admin catalogue (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
    });

    test("create an airport, find it by search, and see it in the audit trail", async ({ page }) => {
      const code = `Q${pick()}${pick()}`;
      await openForm(page, locale, "/admin/dashboard/airports/add");
      // Nothing typed: every required field says so, and nothing is sent.
      await save(page, locale);
      await expect(field(page, locale, "nameAr")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(t(locale, "AdminValidation.airportCodeInvalid"))).toBeVisible();

      await field(page, locale, "airports.code").fill(code.toLowerCase());
      await field(page, locale, "airports.countryCode").fill("sa");
      await field(page, locale, "nameAr").fill(`مطار ${code}`);
      await field(page, locale, "nameEn").fill(`${code} Regional Airport`);
      await field(page, locale, "airports.cityAr").fill("العلا");
      await field(page, locale, "airports.cityEn").fill("AlUla");
      await field(page, locale, "airports.countryAr").fill("السعودية");
      await field(page, locale, "airports.countryEn").fill("Saudi Arabia");
      await field(page, locale, "airports.timezone").fill("Mars/Olympus");
      await save(page, locale);
      await expect(page.getByText(t(locale, "AdminValidation.timezoneInvalid"))).toBeVisible();
      await field(page, locale, "airports.timezone").fill("Asia/Riyadh");
      await save(page, locale);

      await expect(page).toHaveURL(/\/admin\/dashboard\/airports(\?|$)/);
      await page.getByLabel(t(locale, "AdminCatalogue.searchLabel", { records: t(locale, "AdminCatalogue.airports.records") })).fill(code);
      await page.getByRole("button", { name: t(locale, "AdminCatalogue.search"), exact: true }).click();
      const row = page.getByRole("row").filter({ hasText: code });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(locale === "ar" ? `مطار ${code}` : `${code} Regional Airport`);

      await page.goto(localePath(locale, "/admin/dashboard/audit?entity=airport"));
      await expect(
        page
          .getByRole("listitem")
          .filter({ hasText: t(locale, "AdminAudit.actions.create") })
          .first(),
      ).toBeVisible();
    });

    test("create an airline and a meal; a meal without a name is refused", async ({ page }) => {
      const code = `${pick()}${Math.floor(Math.random() * 10)}`;
      await openForm(page, locale, "/admin/dashboard/companies/add");
      await field(page, locale, "companies.code").fill(code);
      await field(page, locale, "nameAr").fill(`طيران ${code}`);
      await field(page, locale, "nameEn").fill(`${code} Airways`);
      await field(page, locale, "companies.locationAr").fill("الرياض");
      await field(page, locale, "companies.locationEn").fill("Riyadh");
      // A random two-character code can be a seeded airline's: then the refusal is checked, and another code goes.
      for (let attempt = 0; attempt < 5; attempt++) {
        const [answer] = await Promise.all([
          page.waitForResponse((r) => r.url().includes("/api/flight-backend/api/Admin/Companies") && r.request().method() === "POST"),
          save(page, locale),
        ]);
        if (answer.status() !== 409) break;
        await expect(page.getByText(t(locale, "AdminValidation.codeExists"))).toBeVisible();
        await field(page, locale, "companies.code").fill(`${pick()}${pick()}`);
      }
      await expect(page).toHaveURL(/\/admin\/dashboard\/companies(\?|$)/);

      await openForm(page, locale, "/admin/dashboard/meals/add");
      await field(page, locale, "meals.price").fill("45.50");
      await save(page, locale);
      await expect(field(page, locale, "nameAr")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(t(locale, "Validation.required")).first()).toBeVisible();
      const name = `Kabsa ${Date.now().toString(36)}`;
      await field(page, locale, "nameAr").fill("كبسة دجاج");
      await field(page, locale, "nameEn").fill(name);
      await field(page, locale, "meals.kind").selectOption("special");
      await save(page, locale);
      await expect(page).toHaveURL(/\/admin\/dashboard\/meals(\?|$)/);
      await page.goto(localePath(locale, `/admin/dashboard/meals?q=${encodeURIComponent(name)}`));
      await expect(page.getByRole("row").filter({ hasText: locale === "en" ? name : "كبسة دجاج" })).toContainText(
        t(locale, "AdminCatalogue.meals.kinds.special"),
      );
    });

    test("create a plane from a seat map, with one seat removed and one renumbered", async ({ page }) => {
      const stamp = Date.now().toString(36);
      const model = `Test Jet ${stamp}`;
      const modelAr = `طائرة اختبار ${stamp}`;
      await openForm(page, locale, "/admin/dashboard/planes/add");
      // No seat, and an "Arabic" model in Latin letters: both refused.
      await page.getByLabel(t(locale, "AdminCatalogue.planes.model"), { exact: true }).fill(model);
      await page.getByLabel(t(locale, "AdminCatalogue.planes.modelAr"), { exact: true }).fill(model);
      await save(page, locale);
      await expect(page.getByText(t(locale, "AdminValidation.planeNeedsSeat"))).toBeVisible();
      await expect(page.getByText(t(locale, "AdminValidation.arabicLettersRequired"))).toBeVisible();
      await page.getByLabel(t(locale, "AdminCatalogue.planes.modelAr"), { exact: true }).fill(modelAr);

      const economy = page.locator("#cabin-economy-rows");
      await economy.fill("3");
      await page.locator("#cabin-economy-layout").fill("3-3");
      await page.locator("#cabin-business-rows").fill("1");
      await page.locator("#cabin-business-layout").fill("2-2");
      await page.getByRole("button", { name: t(locale, "AdminCatalogue.planes.generate") }).click();
      await expect(page.getByText(t(locale, "AdminCatalogue.planes.seatCount", { count: 22 }))).toBeVisible();

      const grid = page.getByRole("grid", { name: t(locale, "AdminCatalogue.planes.seatMap") });
      // Seat 4F goes; seat 2A becomes 2X … a bad number is refused first.
      await grid
        .getByRole("button", { name: t(locale, "AdminCatalogue.planes.seatLabel", { seat: "4F", class: t(locale, "Terms.cabin.economy"), sold: "false" }) })
        .click();
      await page.getByRole("button", { name: t(locale, "AdminCatalogue.planes.removeSeat") }).click();
      await expect(page.getByText(t(locale, "AdminCatalogue.planes.seatCount", { count: 21 }))).toBeVisible();
      // Keyboard: from the first place, the arrow keys reach 2A (one row down).
      await grid.getByRole("button").first().focus();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      const number = page.getByLabel(t(locale, "AdminCatalogue.planes.seatNumber"));
      await number.fill("A2");
      await save(page, locale);
      await expect(page.getByRole("alert").filter({ hasText: t(locale, "AdminValidation.seatNumberInvalid") })).toBeVisible();
      await number.fill("2K");
      await save(page, locale);
      await expect(page).toHaveURL(/\/admin\/dashboard\/planes(\?|$)/);

      await page.goto(localePath(locale, `/admin/dashboard/planes?q=${encodeURIComponent(model)}`));
      const shown = locale === "en" ? model : modelAr;
      const row = page.getByRole("row").filter({ hasText: shown });
      await expect(row).toContainText(t(locale, "AdminCatalogue.planes.seatsSummary", { first: 0, business: 4, economy: 17 }));
      await row.getByRole("link", { name: t(locale, "AdminCatalogue.editNamed", { name: shown }) }).click();
      await expect(
        page
          .getByRole("grid")
          .getByRole("button", { name: t(locale, "AdminCatalogue.planes.seatLabel", { seat: "2K", class: t(locale, "Terms.cabin.economy"), sold: "false" }) }),
      ).toBeVisible();
    });

    test("deleting an airport that flights use is refused with the number of flights", async ({ page }) => {
      await page.goto(localePath(locale, "/admin/dashboard/airports?q=RUH"));
      const row = page.getByRole("row").filter({ hasText: "RUH" });
      const name = locale === "ar" ? "مطار الملك خالد الدولي" : "King Khalid International Airport";
      await expect(async () => {
        await row.getByRole("button", { name: t(locale, "AdminCatalogue.deleteNamed", { name }) }).click();
        await expect(page.getByRole("dialog")).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await page
        .getByRole("dialog")
        .getByRole("button", { name: t(locale, "AdminCatalogue.deleteConfirm"), exact: true })
        .click();
      const refusal = page.getByRole("dialog").getByRole("alert");
      await expect(refusal).toContainText(locale === "ar" ? "فشل الحذف: مستخدم في" : "Failed to delete: in use by");
      await page.keyboard.press("Escape");
      await page.reload();
      await expect(page.getByRole("row").filter({ hasText: "RUH" })).toHaveCount(1);
    });
  });
}
