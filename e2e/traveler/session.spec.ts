// Issue 2 acceptance for a signed-in traveler: the admin guard and where the provider token may (not) go.
import { expect, test, type Response } from "@playwright/test";
import { t } from "../support/i18n";

test("a traveler on /admin/dashboard is redirected to login, also with a forged x-middleware-subrequest", async ({ page, request, baseURL }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fdashboard/);
  // On the address the suite browses (127.0.0.1), not APP_URL's (localhost): the Location names no host at all.
  expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
  expect((await request.get("/admin/dashboard", { maxRedirects: 0 })).headers()["location"]).toBe("/login?redirect=%2Fadmin%2Fdashboard");

  for (const value of ["middleware", "proxy", "src/middleware", "middleware:middleware:middleware:middleware:middleware", "proxy:proxy:proxy:proxy:proxy"]) {
    const response = await request.get("/admin/dashboard", { headers: { "x-middleware-subrequest": value }, maxRedirects: 0 });
    expect(response.status(), value).toBeGreaterThanOrEqual(300);
    expect(response.status(), value).toBeLessThan(400);
    expect(response.headers()["location"], value).toContain("/login");
  }
  const en = await request.get("/en/admin/dashboard", { headers: { "x-middleware-subrequest": "middleware" }, maxRedirects: 0 });
  expect(en.headers()["location"]).toContain("/en/login");
});

/** A JWT signed by the provider (issuer rahhal-provider) anywhere in a text. */
function containsProviderToken(text: string): boolean {
  for (const match of text.matchAll(/eyJ[A-Za-z0-9_-]+\.(eyJ[A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+/g)) {
    try {
      const payload = JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8")) as { iss?: string };
      if (payload.iss === "rahhal-provider") return true;
    } catch {
      /* not a JWT */
    }
  }
  return false;
}

test("the session cookie is HttpOnly and the provider token reaches no response, script or storage", async ({ page, context }) => {
  const leaks: string[] = [];
  const checks: Promise<void>[] = [];
  // Every answer the server computes (documents, RSC and API fetches) is read; static build files cannot
  // carry a per-user token. A body the router never reads to the end (its prefetch of a page that does not exist
  // yet, such as /offers) would wait forever: after 5 s it is skipped.
  const onResponse = (response: Response) => {
    if (!["document", "fetch", "xhr"].includes(response.request().resourceType())) return;
    checks.push(
      (async () => {
        const headers = JSON.stringify(await response.allHeaders());
        const body = await Promise.race([response.text().catch(() => ""), new Promise<string>((resolve) => setTimeout(() => resolve(""), 5_000))]);
        if (containsProviderToken(headers) || containsProviderToken(body)) leaks.push(response.url());
      })(),
    );
  };
  page.on("response", onResponse);

  for (const path of ["/", "/en", "/profile", "/all-reservations", "/favorites", "/en/about-us"]) {
    await page.goto(path);
  }
  // The last page's own fetches answered, the listener stops: a response after it started a check that outlived the
  // test, whose page then closed, and its rejection failed the next test of this file (CI, 2026-11-27, twice).
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  await page.request.get("/api/auth/session").then(async (response) => {
    const text = await response.text();
    if (containsProviderToken(text) || /accessToken|"token"/.test(text)) leaks.push("/api/auth/session");
  });
  const userData = await page.request.get("/api/auth-backend/api/Users/UserData");
  expect(userData.status()).toBe(200);
  if (containsProviderToken(await userData.text())) leaks.push("UserData via BFF");
  await Promise.all(checks);
  expect(leaks).toEqual([]);

  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith("next-auth.session-token"));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  }));
  expect(visible.cookie).not.toContain("session-token");
  expect(containsProviderToken(visible.storage)).toBe(false);
  expect(containsProviderToken(await page.content())).toBe(false);
});

test("the user menu lists the traveler's items and no Dashboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en");
  await page.getByTitle(t("en", "Nav.userMenu")).click();
  for (const key of ["Nav.allReservations", "Nav.settings", "Nav.favorites", "Nav.logout"]) {
    await expect(page.getByRole("menuitem", { name: t("en", key) })).toBeVisible();
  }
  await expect(page.getByRole("menuitem", { name: t("en", "Nav.dashboard") })).toHaveCount(0);
});
