// Issue 8: home's popular destinations, each with its picture and lowest fare, open a flight search prefilled with
// that fare's origin and day, which finds flights; a destination-only link opens the form with the destination.
import { expect, test } from "@playwright/test";
import { localePath, LOCALES, t } from "../support/i18n";
import { expectOnPublicPage } from "../support/public-content";

type Destination = { code: string; city: string; fromPrice: number | null; origin: string | null; date: string | null };

for (const locale of LOCALES) {
  test(`a popular destination on home opens a search that finds its fare (${locale})`, async ({ page, request }) => {
    const read = async () => (await (await request.get(`/api/offer-backend/api/Destinations?lang=${locale}`)).json()) as Destination[];
    const priced = (await read()).find((d) => d.fromPrice !== null)!;
    expect(priced, "a destination with a fare on sale").toBeTruthy();

    // The admin specs, running beside this one, hide a destination for a few seconds: home shows what the provider does.
    const section = page.getByRole("region", { name: t(locale, "Home.destinationsTitle") });
    await expectOnPublicPage(page, localePath(locale, "/"), async () => {
      await expect(section.getByRole("listitem")).toHaveCount((await read()).length, { timeout: 2_000 });
    });
    const card = section.getByRole("link", { name: t(locale, "Home.destinationSearch", { city: priced.city }) });
    await expect(card.locator("img")).toHaveAttribute("srcset", /\/_next\/image\?url=/);
    await card.click();

    await expect(page).toHaveURL(new RegExp(`/flight-search\\?from=${priced.origin}&to=${priced.code}&date=${priced.date}&adults=1`));
    await expect(page.getByRole("article").first()).toBeVisible();

    // Only the destination: the form opens with it and asks for nothing yet.
    await page.goto(localePath(locale, `/flight-search?to=${priced.code}`));
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByText(t(locale, "Validation.required"))).toHaveCount(0);
    await expect(page.locator(`input[name="to"]`)).toHaveValue(new RegExp(priced.code));
  });
}
