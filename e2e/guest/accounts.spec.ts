// Accounts end to end: every registration rule, server conflicts, confirm by mail, the login error
// catalogue, safe redirects, and the settings page — in both languages.
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, latestMailLink, uniqueIdentity } from "../support/accounts";
import { LOCALES, localePath, t, type Locale } from "../support/i18n";

async function fillLogin(page: Page, locale: Locale, email: string, password: string) {
  await page.getByLabel(t(locale, "Auth.email"), { exact: true }).fill(email);
  await page.getByLabel(t(locale, "Auth.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: t(locale, "Auth.loginSubmit") }).click();
}

for (const locale of LOCALES) {
  test(`registration refuses each rule with its translated message (${locale})`, async ({ page }) => {
    const v = (key: string) => t(locale, `Validation.${key}`);
    const form = page.locator("main form");
    await page.goto(localePath(locale, "/register"));
    const submit = page.getByRole("button", { name: t(locale, "Auth.registerSubmit") });
    await submit.click();
    await expect(form).toContainText(v("required"));
    await expect(form).toContainText(v("termsRequired"));

    await page.getByLabel(t(locale, "Auth.email"), { exact: true }).fill("not-an-email");
    await page.getByLabel(t(locale, "Auth.phone"), { exact: true }).fill("12ab");
    await submit.click();
    await expect(form).toContainText(v("emailInvalid"));
    await expect(form).toContainText(v("phoneInvalid"));

    const password = page.getByLabel(t(locale, "Auth.password"), { exact: true });
    for (const [value, key] of [
      ["Ab1!", "passwordMin"],
      ["abcdefg1!", "passwordUpper"],
      ["ABCDEFG1!", "passwordLower"],
      ["Abcdefgh!", "passwordDigit"],
      ["Abcdefgh1", "passwordSpecial"],
    ] as const) {
      await password.fill(value);
      await submit.click();
      await expect(form).toContainText(v(key));
    }
    await password.fill("Str0ng#Pass");
    await page.getByLabel(t(locale, "Auth.confirmPassword"), { exact: true }).fill("Str0ng#Pas");
    await submit.click();
    await expect(form).toContainText(v("passwordMismatch"));
  });

  test(`register → conflicts → confirm by mail → login, with the error catalogue (${locale})`, async ({ page, baseURL }) => {
    // The taken email is one of this run: a fixed one (the demo traveler) would spend its per-email
    // registration budget (5 an hour) when the suite is rerun on the same database.
    const taken = uniqueIdentity(`taken${locale}`);
    const created = await page.request.post("/api/auth-backend/api/Account/register", {
      headers: { Origin: new URL(baseURL!).origin },
      data: { ...taken, confirmPassword: taken.password, acceptTerms: true, locale },
    });
    expect(created.status()).toBe(201);
    const who = uniqueIdentity(`acc${locale}`);
    const form = page.locator("main form");
    await page.goto(localePath(locale, "/register"));
    await page.getByLabel(t(locale, "Auth.name"), { exact: true }).fill(who.name);
    await page.getByLabel(t(locale, "Auth.email"), { exact: true }).fill(taken.email);
    await page.getByLabel(t(locale, "Auth.phone"), { exact: true }).fill(who.phoneNumber);
    await page.getByLabel(t(locale, "Auth.password"), { exact: true }).fill(who.password);
    await page.getByLabel(t(locale, "Auth.confirmPassword"), { exact: true }).fill(who.password);
    await page.getByRole("checkbox").check();
    const submit = page.getByRole("button", { name: t(locale, "Auth.registerSubmit") });
    await submit.click();
    await expect(form).toContainText(t(locale, "Validation.emailExists"));

    await page.getByLabel(t(locale, "Auth.email"), { exact: true }).fill(who.email);
    await page.getByLabel(t(locale, "Auth.phone"), { exact: true }).fill("+966500000002");
    await submit.click();
    await expect(form).toContainText(t(locale, "Validation.phoneExists"));

    await page.getByLabel(t(locale, "Auth.phone"), { exact: true }).fill(who.phoneNumber);
    await submit.click();
    await expect(page.getByRole("heading", { name: t(locale, "Auth.checkEmailTitle") })).toBeVisible();
    await expect(page.locator("main")).toContainText(who.email);

    await page.goto(localePath(locale, "/login"));
    await fillLogin(page, locale, who.email, who.password);
    await expect(page.getByRole("alert").filter({ hasText: t(locale, "Auth.emailNotConfirmed") })).toBeVisible();
    await expect(page.getByRole("button", { name: t(locale, "Auth.resendConfirmation") })).toBeVisible();

    // Opening the link (a GET, as a mail scanner does) only shows the button; twice, so it cannot have spent the token.
    const link = await latestMailLink(baseURL!, who.email);
    await page.goto(link);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: t(locale, "Auth.confirmPromptTitle") })).toBeVisible();
    await page.getByRole("button", { name: t(locale, "Auth.confirmSubmit") }).click();
    await expect(page.getByRole("heading", { name: t(locale, "Auth.confirmTitle") })).toBeVisible();

    await page.goto(`${localePath(locale, "/login")}?redirect=https://evil.example`);
    await expect(page.getByText(t(locale, "Auth.loginPrompt"))).toBeVisible();
    await fillLogin(page, locale, who.email, "Wrong#Pass1");
    await expect(page.getByRole("alert").filter({ hasText: t(locale, "Auth.invalidCredentials") })).toBeVisible();
    // Said once, beside the form: no toast repeats it to a screen reader.
    await expect(page.getByText(t(locale, "Auth.invalidCredentials"))).toHaveCount(1);

    await page.getByLabel(t(locale, "Auth.password"), { exact: true }).fill(who.password);
    await page.getByRole("button", { name: t(locale, "Auth.loginSubmit") }).click();
    await expect(page).toHaveURL(new URL(localePath(locale, "/"), baseURL).href);

    // Signed in: the login page sends the visitor on, never off the site.
    await page.goto(`${localePath(locale, "/login")}?redirect=//evil.example`);
    await expect(page).toHaveURL(new URL(localePath(locale, "/"), baseURL).href);

    await page.goto(localePath(locale, "/profile"));
    await page.getByLabel(t(locale, "Profile.name"), { exact: true }).fill(`${who.name} B`);
    await page.getByRole("button", { name: t(locale, "Profile.save") }).click();
    await expect(page.getByText(t(locale, "Profile.saved"))).toBeVisible();
    await expect(page.locator("header").first()).toContainText(`${who.name} B`);
  });
}

test("an Admin goes to the dashboard after login, whatever the redirect", async ({ page }) => {
  await page.goto("/en/login?redirect=/favorites");
  await fillLogin(page, "en", ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the confirmation button confirms with a POST, and the link alone does not", async ({ page, baseURL }) => {
    const who = uniqueIdentity("nojsconfirm");
    const created = await page.request.post("/api/auth-backend/api/Account/register", {
      headers: { Origin: new URL(baseURL!).origin },
      data: { ...who, confirmPassword: who.password, acceptTerms: true, locale: "en" },
    });
    expect(created.status()).toBe(201);
    const link = await latestMailLink(baseURL!, who.email);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: t("en", "Auth.confirmPromptTitle") })).toBeVisible();
    const methods: string[] = [];
    page.on("request", (request) => methods.push(request.method()));
    await page.getByRole("button", { name: t("en", "Auth.confirmSubmit") }).click();
    await expect(page.getByRole("heading", { name: t("en", "Auth.confirmTitle") })).toBeVisible();
    expect(methods[0]).toBe("POST");
    // Spent: the same link now asks for a new one.
    await page.goto(link);
    await page.getByRole("button", { name: t("en", "Auth.confirmSubmit") }).click();
    await expect(page.getByRole("heading", { name: t("en", "Auth.confirmInvalidTitle") })).toBeVisible();
  });
});
