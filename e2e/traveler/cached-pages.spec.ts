// Issue 7: public pages are served from cache to everyone, so nothing of a signed-in visitor may be in their HTML;
// the account menu comes from the session in the browser.
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { t } from "../support/i18n";

test("a signed-in traveller's name is in their navbar but never in the cached HTML anyone receives", async ({ page, baseURL }) => {
  const session = (await (await page.request.get("/api/auth/session")).json()) as { user: { name: string } };
  const name = session.user.name;
  expect(name.length).toBeGreaterThan(2);

  for (const path of ["/en/about-us", "/about-us", "/en", "/"]) {
    // The traveller sees their own menu, drawn in the browser from the session…
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.getByTitle(t(path.startsWith("/en") ? "en" : "ar", "Nav.userMenu"))).toContainText(name);
    // …while the page's HTML, for them and for a guest alike, has no trace of them.
    const own = await (await page.request.get(path)).text();
    expect(own).not.toContain(name);
    const guest = await playwrightRequest.newContext({ baseURL });
    const html = await (await guest.get(path)).text();
    expect(html).not.toContain(name);
    expect(html).toContain(t(path.startsWith("/en") ? "en" : "ar", "Nav.signIn"));
    await guest.dispose();
  }
});
