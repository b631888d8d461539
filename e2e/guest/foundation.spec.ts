// Issue 2 acceptance for visitors: languages, 404s, the BFF's origin check and the admin guard.
import { expect, test } from "@playwright/test";
import { LOCALES, localePath, t } from "../support/i18n";

test.describe("document language and direction", () => {
  test("/ is Arabic right-to-left and /en English left-to-right", async ({ request }) => {
    const ar = await request.get("/");
    expect(ar.status()).toBe(200);
    expect(await ar.text()).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
    const en = await request.get("/en");
    expect(en.status()).toBe(200);
    expect(await en.text()).toMatch(/<html[^>]*lang="en"[^>]*dir="ltr"/);
  });

  test("a browser sending English Accept-Language still gets Arabic at /", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await context.close();
  });
});

for (const locale of LOCALES) {
  test(`unknown paths answer 404 with the translated heading (${locale})`, async ({ page }) => {
    for (const path of ["/no-such-page", "/no/such/nested/page"]) {
      const response = await page.goto(localePath(locale, path));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "NotFound.title") })).toBeVisible();
    }
  });

  test(`the language menu reloads the same page in the other language (${locale})`, async ({ page }) => {
    const other = locale === "ar" ? "en" : "ar";
    await page.goto(localePath(locale, "/about-us"));
    await page
      .getByRole("button", { name: t(locale, "Nav.language") })
      .first()
      .click();
    await page.getByRole("menuitemradio", { name: t(locale, `Nav.languages.${other}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${other === "en" ? "/en/about-us" : "/about-us"}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", other);
    await expect(page.locator("html")).toHaveAttribute("dir", other === "ar" ? "rtl" : "ltr");
    expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe(other);
  });

  test(`static pages render provider content (${locale})`, async ({ page }) => {
    for (const path of ["/about-us", "/terms-and-conditions", "/privacy-policy"]) {
      const response = await page.goto(localePath(locale, path));
      expect(response?.status()).toBe(200);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      expect((await heading.textContent())?.trim().length).toBeGreaterThan(3);
      expect(await page.locator("main").innerText()).toMatch(locale === "ar" ? /([\u0600-\u06FF]+[\s،.]+){12}/ : /([A-Za-z]+[\s,.]+){12}/);
    }
  });
}

test("the 404 body stays Arabic at / and English at /en", async ({ request }) => {
  expect(await (await request.get("/no-such-page")).text()).toContain(t("ar", "NotFound.title"));
  expect(await (await request.get("/en/no-such-page")).text()).toContain(t("en", "NotFound.title"));
});

test("a BFF mutation from another origin is refused with 403", async ({ request }) => {
  const response = await request.post("/api/auth-backend/api/Account/forgot-password", {
    headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
    data: { email: "traveler@example.com" },
  });
  expect(response.status()).toBe(403);
});

test("a guest on /admin/dashboard is sent to login with a way back, in both locales", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fdashboard$/);
  await page.goto("/en/admin/dashboard");
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fadmin%2Fdashboard$/);
});

test("pages that need an account send a guest to login", async ({ page }) => {
  for (const path of ["/all-reservations", "/favorites", "/profile"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}`));
  }
});

test("social buttons follow the provider's links: twitter has none and is disabled", async ({ page }) => {
  await page.goto("/en");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /facebook/i })).toHaveAttribute("href", /facebook\.com/);
  await expect(footer.getByRole("link", { name: /twitter/i })).toHaveCount(0);
  await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();
});
