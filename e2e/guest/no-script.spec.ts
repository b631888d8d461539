// Issue 6, defect 1: forms sent before the script loads (here: JavaScript off) put nothing in a URL.
import { test } from "@playwright/test";
import { LOCALES, localePath, t } from "../support/i18n";
import { submitWithoutScript } from "../support/no-script";

test.use({ javaScriptEnabled: false });

for (const locale of LOCALES) {
  test.describe(`without JavaScript (${locale})`, () => {
    test("login posts, never a GET with the password", async ({ page }) => {
      await page.goto(localePath(locale, "/login?redirect=/favorites"));
      await submitWithoutScript(
        page,
        locale,
        [
          { label: t(locale, "Auth.email"), value: "nojs@example.com" },
          { label: t(locale, "Auth.password"), value: "Secret#98765" },
        ],
        t(locale, "Auth.loginSubmit"),
      );
    });

    test("register posts its passwords in the body", async ({ page }) => {
      await page.goto(localePath(locale, "/register"));
      await submitWithoutScript(
        page,
        locale,
        [
          { label: t(locale, "Auth.email"), value: "nojs-register@example.com" },
          { label: t(locale, "Auth.password"), value: "Secret#98765" },
          { label: t(locale, "Auth.confirmPassword"), value: "Secret#98765" },
        ],
        t(locale, "Auth.registerSubmit"),
      );
    });

    test("forgot and reset password post", async ({ page }) => {
      await page.goto(localePath(locale, "/forget-password"));
      await submitWithoutScript(page, locale, [{ label: t(locale, "Auth.email"), value: "nojs-forgot@example.com" }], t(locale, "Auth.forgotSubmit"));
      await page.goto(localePath(locale, `/reset-password?token=${"a".repeat(43)}`));
      await submitWithoutScript(
        page,
        locale,
        [
          { label: t(locale, "Auth.newPassword"), value: "Secret#98765" },
          { label: t(locale, "Auth.confirmPassword"), value: "Secret#98765" },
        ],
        t(locale, "Auth.resetSubmit"),
      );
    });
  });
}
