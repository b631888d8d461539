// Issue 20, point 6: a password reset signs the account out everywhere. The browser that was signed in learns it on
// its next page: the navbar shows Sign In, not the name, and the stale session cookie is gone.
import { expect, test } from "@playwright/test";
import { confirmedAccount, latestMailLink, signIn } from "../support/accounts";
import { t } from "../support/i18n";

test("after a password reset elsewhere, the next page shows a guest and the session cookie is gone (en, ar)", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const who = await confirmedAccount(page.request, baseURL!, "revoked");
  await signIn(page.request, who);
  await page.goto("/en");
  const header = page.locator("header").first();
  await expect(header.getByTitle(t("en", "Nav.userMenu"))).toContainText(who.name);

  // Elsewhere (another browser, without this session): forgot password, then the mailed link.
  const elsewhere = await playwright.request.newContext({ baseURL });
  const origin = new URL(baseURL!).origin;
  expect(
    (await elsewhere.post("/api/auth-backend/api/Account/forgot-password", { headers: { Origin: origin }, data: { email: who.email, locale: "en" } })).status(),
  ).toBe(200);
  const token = new URLSearchParams((await latestMailLink(baseURL!, who.email, "reset-password")).split("?")[1]).get("token");
  const reset = await elsewhere.post("/api/auth-backend/api/Account/reset-password", {
    headers: { Origin: origin },
    data: { token, password: "N3w#Passw0rd", confirmPassword: "N3w#Passw0rd" },
  });
  expect(reset.status()).toBe(200);
  await elsewhere.dispose();

  await page.reload();
  await expect(header.getByRole("link", { name: t("en", "Nav.signIn") })).toBeVisible();
  await expect(header.getByTitle(t("en", "Nav.userMenu"))).toHaveCount(0);
  await expect(header).not.toContainText(who.name);
  expect((await context.cookies()).filter((cookie) => cookie.name.endsWith("next-auth.session-token"))).toEqual([]);

  await page.goto("/");
  await expect(header.getByRole("link", { name: t("ar", "Nav.signIn") })).toBeVisible();
});
