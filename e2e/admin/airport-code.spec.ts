// Issue 20 point 4: offers and the popular destinations name airports by code, so a code in use cannot change — the
// admin's edit form says why, beside the code, in each language; the airport keeps its code.
import { expect, test } from "@playwright/test";
import { localePath, LOCALES, t } from "../support/i18n";

for (const locale of LOCALES) {
  test(`changing the code of an airport offers use is refused on the edit form (${locale})`, async ({ page, request }) => {
    const list = await request.get("/api/flight-backend/api/Admin/Airports?q=JED");
    const jed = ((await list.json()) as { items: { id: number; code: string }[] }).items.find((a) => a.code === "JED")!;
    const response = await page.goto(localePath(locale, `/admin/dashboard/airports/edit/${jed.id}`));
    expect(response?.status()).toBe(200);
    await expect(page.locator("[data-hydrated]")).toBeAttached();
    const code = page.getByLabel(t(locale, "AdminCatalogue.airports.code"), { exact: true });
    await expect(code).toHaveValue("JED");
    await code.fill("JEX");
    await page.getByRole("button", { name: t(locale, "AdminCatalogue.save"), exact: true }).click();
    await expect(page.getByText(t(locale, "AdminValidation.airportCodeInUse"))).toBeVisible();
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t(locale, "AdminCatalogue.saved"))).toHaveCount(0);
    const after = await request.get(`/api/flight-backend/api/Admin/Airports/${jed.id}`);
    expect(((await after.json()) as { code: string }).code).toBe("JED");
  });
}
