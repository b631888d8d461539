// Issue 25, point 3, in both languages: a traveller saves a companion once in the profile (an expired passport is
// refused), sees the passport number masked there, fills a booking's traveller card with one press (the number in full
// only then), is told when that passport expires within six months of the flight, changes the companion (the same form,
// filled with its values, the passport number in full; a bad value refused beside its field) and deletes it. That the
// number is sealed in the database is read from its row by tests/provider/saved-travellers.test.ts and
// e2e/instances/accounts.spec.ts (this suite's embedded database is held by the server).
import { expect, test, type Page } from "@playwright/test";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";
import { findFlights, isoDaysAhead, travelerCard } from "../support/flights";
import { pickDay } from "../support/date-picker";
import { confirmedAccount, signIn } from "../support/accounts";

/** Letters only (a passport name): the run's stamp with its digits spelled as letters. */
const lettersOf = (stamp: string) => stamp.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!).replace(/^./, (c) => c.toUpperCase());

async function saveCompanion(page: Page, locale: Locale, c: { first: string; last: string; passport: string; dob: string; expiry: string }) {
  const form = page.getByRole("form", { name: t(locale, "SavedTravellers.add") });
  await expect(form.locator("[data-hydrated]")).toBeAttached();
  await form.getByLabel(t(locale, "SavedTravellers.titleLabel"), { exact: true }).selectOption("Mrs");
  await form.getByLabel(t(locale, "SavedTravellers.nationality"), { exact: true }).selectOption("SA");
  await form.getByLabel(t(locale, "SavedTravellers.firstName"), { exact: true }).fill(c.first);
  await form.getByLabel(t(locale, "SavedTravellers.lastName"), { exact: true }).fill(c.last);
  await form.getByLabel(t(locale, "SavedTravellers.passportNumber"), { exact: true }).fill(c.passport);
  await pickDay(page, locale, form.getByRole("button", { name: t(locale, "SavedTravellers.dateOfBirth"), exact: true }), c.dob);
  await pickDay(page, locale, form.getByRole("button", { name: t(locale, "SavedTravellers.passportExpiry"), exact: true }), c.expiry);
  await form.getByRole("button", { name: t(locale, "SavedTravellers.add") }).click();
  await expect(page.getByText(t(locale, "SavedTravellers.added"))).toBeVisible();
}

for (const locale of LOCALES) {
  test(`a companion saved in the profile fills a booking's traveller in one press, masked everywhere else, then deleted (${locale})`, async ({
    page,
    baseURL,
  }) => {
    // An account of its own: the demo traveller books in other specs meanwhile, whose cards must not offer this companion.
    await signIn(page.request, await confirmedAccount(page.request, baseURL!, "companions", locale));
    const stamp = Date.now().toString(36).toUpperCase().slice(-6);
    const first = "Noura";
    const last = `Saved ${lettersOf(stamp.toLowerCase())}`;
    const name = `${first} ${last}`;
    const passport = `K${stamp}${locale === "ar" ? 1 : 2}`;
    const last4 = passport.slice(-4);

    // An expired passport is refused by the provider too, in the page's language, and nothing is saved.
    const expired = await page.request.post("/api/auth-backend/api/Users/Travellers", {
      headers: { Origin: baseURL!, "accept-language": locale },
      data: {
        title: "Mrs",
        firstName: first,
        lastName: last,
        dateOfBirth: "1991-03-14",
        nationality: "SA",
        passportNumber: passport,
        passportExpiry: isoDaysAhead(-2),
      },
    });
    expect(expired.status()).toBe(400);
    expect(((await expired.json()) as { fields?: Record<string, string> }).fields).toEqual({ passportExpiry: "passportExpired" });

    await page.goto(localePath(locale, "/profile"));
    await expect(page.getByRole("heading", { level: 2, name: t(locale, "SavedTravellers.title") })).toBeVisible();
    await saveCompanion(page, locale, { first, last, passport, dob: "1991-03-14", expiry: isoDaysAhead(3 * 365) });

    // Listed with the number masked: its last four characters only.
    const list = page.getByRole("list", { name: t(locale, "SavedTravellers.listLabel") });
    const item = list.getByRole("listitem").filter({ hasText: name });
    await expect(item).toContainText(`•••••${last4}`);
    await expect(item).not.toContainText(passport);
    await expect(item).toContainText(t(locale, "Booking.genders.Mrs"));

    // The booking form: one press fills the card, passport number in full.
    const [flightId] = await findFlights(page.request, locale === "ar" ? 26 : 27);
    expect(flightId).toBeTruthy();
    await page.goto(localePath(locale, `/flight/${flightId}/booking?adults=1&children=0&infants=0&cabin=economy`));
    await expect(page.locator("form [data-hydrated]").first()).toBeAttached();
    const card = travelerCard(page, locale, "adult", 1);
    await card.getByRole("button", { name: t(locale, "Booking.fillWith", { name }) }).click();
    await expect(card.getByText(t(locale, "Booking.filledWith", { name }))).toBeVisible();
    await expect(card.getByRole("radio", { name: t(locale, "Booking.genders.Mrs"), exact: true })).toBeChecked();
    await expect(card.getByLabel(t(locale, "Booking.fullName"))).toHaveValue(name);
    await expect(card.getByLabel(t(locale, "Booking.passportNumber"))).toHaveValue(passport);
    await expect(card.getByRole("combobox", { name: t(locale, "Booking.dobYear"), exact: true })).toHaveValue("1991");
    await expect(card.getByRole("combobox", { name: t(locale, "Booking.dobMonth"), exact: true })).toHaveValue("3");
    await expect(card.getByRole("combobox", { name: t(locale, "Booking.dobDay"), exact: true })).toHaveValue("14");
    const expiry = card.getByRole("button", { name: t(locale, "Booking.passportExpiry"), exact: true });
    await expect(expiry).toHaveAttribute("data-value", isoDaysAhead(3 * 365));
    await expect(card.getByText(t(locale, "Validation.passportExpiresSoon"))).toHaveCount(0);

    // A passport that expires within six months of the flight is refused beside its field, in the page's language.
    await pickDay(page, locale, expiry, isoDaysAhead(locale === "ar" ? 60 : 61));
    await page.getByRole("button", { name: t(locale, "Booking.next") }).click();
    await expect(card.getByText(t(locale, "Validation.passportExpiresSoon"))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t(locale, "Booking.steps.seats") })).toBeHidden();

    // Changed in the profile: the form opens filled (the passport number in full), refuses an empty name beside its
    // field in the page's language, then saves a new surname and passport number, listed masked again.
    await page.goto(localePath(locale, "/profile"));
    await page.getByRole("button", { name: t(locale, "SavedTravellers.editNamed", { name }) }).click();
    const edit = page.getByRole("form", { name: t(locale, "SavedTravellers.editHeading", { name }) });
    await expect(edit.locator("[data-hydrated]")).toBeAttached();
    await expect(edit.getByLabel(t(locale, "SavedTravellers.passportNumber"), { exact: true })).toHaveValue(passport);
    await expect(edit.getByLabel(t(locale, "SavedTravellers.titleLabel"), { exact: true })).toHaveValue("Mrs");
    await expect(edit.getByRole("button", { name: t(locale, "SavedTravellers.dateOfBirth"), exact: true })).toHaveAttribute("data-value", "1991-03-14");
    const surname = edit.getByLabel(t(locale, "SavedTravellers.lastName"), { exact: true });
    await surname.fill("");
    await edit.getByRole("button", { name: t(locale, "SavedTravellers.save") }).click();
    await expect(surname).toHaveAccessibleDescription(t(locale, "Validation.required"));
    const renamed = `${first} Changed ${lettersOf(stamp.toLowerCase())}`;
    const newPassport = `N${stamp}${locale === "ar" ? 3 : 4}`;
    await surname.fill(renamed.slice(first.length + 1));
    await edit.getByLabel(t(locale, "SavedTravellers.passportNumber"), { exact: true }).fill(newPassport);
    await edit.getByRole("button", { name: t(locale, "SavedTravellers.save") }).click();
    await expect(page.getByText(t(locale, "SavedTravellers.updated"))).toBeVisible();
    await expect(edit).toHaveCount(0);
    const changed = list.getByRole("listitem").filter({ hasText: renamed });
    await expect(changed).toContainText(`•••••${newPassport.slice(-4)}`);
    await expect(changed).not.toContainText(newPassport);
    await expect(list.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
    await expect(page.getByRole("button", { name: t(locale, "SavedTravellers.editNamed", { name: renamed }) })).toBeFocused();

    // Deleted from the profile: gone from the list, and no longer offered on a booking form.
    await page.getByRole("button", { name: t(locale, "SavedTravellers.deleteNamed", { name: renamed }) }).click();
    await expect(page.getByText(t(locale, "SavedTravellers.deleted"))).toBeVisible();
    await expect(page.getByRole("button", { name: t(locale, "SavedTravellers.deleteNamed", { name: renamed }) })).toHaveCount(0);
  });
}
