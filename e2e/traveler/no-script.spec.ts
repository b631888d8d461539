// Issue 6, defect 1, signed in: settings and the card form post their fields, never into a URL.
import { expect, test } from "@playwright/test";
import { escapeRegExp } from "../support/flights";
import { makeReservation } from "../support/reservations";
import { LOCALES, localePath, t } from "../support/i18n";
import { submitWithoutScript } from "../support/no-script";

test.use({ javaScriptEnabled: false });

for (const locale of LOCALES) {
  test.describe(`without JavaScript, signed in (${locale})`, () => {
    test("settings: the password change posts; details cannot be sent unchanged", async ({ page }) => {
      await page.goto(localePath(locale, "/profile"));
      // Save stays disabled until the script sees a change, so nothing can be sent natively.
      await expect(page.getByRole("button", { name: t(locale, "Profile.save") })).toBeDisabled();
      await submitWithoutScript(
        page,
        locale,
        [
          { label: t(locale, "Profile.currentPassword"), value: "Traveler#12345" },
          { label: t(locale, "Profile.newPassword"), value: "Secret#98765" },
          { label: t(locale, "Auth.confirmPassword"), value: "Secret#98765" },
        ],
        t(locale, "Profile.changePassword"),
      );
    });

    test("the card form posts the card in the body", async ({ page, baseURL }) => {
      const { id, flightId } = await makeReservation(page.request, baseURL!, { daysAhead: locale === "ar" ? 40 : 41 });
      await page.goto(localePath(locale, `/flight/${flightId}/booking/reservation/${id}`));
      await submitWithoutScript(
        page,
        locale,
        [
          { label: t(locale, "Payment.cardNumber"), value: "4242 4242 4242 4242" },
          { label: t(locale, "Payment.expiry"), value: "12/39" },
          { label: t(locale, "Payment.cvc"), value: "987" },
          { label: t(locale, "Payment.holderName"), value: "Omar Ahmed" },
        ],
        new RegExp(escapeRegExp(t(locale, "Payment.payAmount", { amount: "" }).trim())),
      );
      // Nothing was paid by the native post.
      const after = (await (await page.request.get(`/api/flight-backend/api/Reservations/${id}`)).json()) as { paymentStatus: string };
      expect(after.paymentStatus).toBe("pending");
    });
  });
}
