// Issue 22 point 6: an airport's transfer meeting point is edited with the airport, optional but in both languages or
// neither, 10–300 characters; the errors are the page's language, beside the field. Each language its own airport.
import { expect, test } from "@playwright/test";
import { field, openForm, save } from "../support/admin-forms";
import { LOCALES, t } from "../support/i18n";

const AIRPORT = { ar: "TIF", en: "ULH" } as const;

for (const locale of LOCALES) {
  test(`an airport's meeting point: both languages or neither, at least 10 characters, then saved (${locale})`, async ({ page, request }) => {
    const list = await request.get(`/api/flight-backend/api/Admin/Airports?q=${AIRPORT[locale]}`);
    const airport = ((await list.json()) as { items: { id: number; code: string }[] }).items.find((a) => a.code === AIRPORT[locale])!;
    await openForm(page, locale, `/admin/dashboard/airports/edit/${airport.id}`);
    const ar = field(page, locale, "airports.meetingPointAr");
    const en = field(page, locale, "airports.meetingPointEn");
    // The seed wrote one.
    await expect(en).not.toHaveValue("");

    await ar.fill("");
    await save(page, locale);
    await expect(ar).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t(locale, "AdminValidation.meetingPointBothLanguages"))).toBeVisible();

    await ar.fill("الباب 3");
    await save(page, locale);
    await expect(page.getByText(t(locale, "AdminValidation.meetingPointTooShort"))).toBeVisible();

    await ar.fill("صالة القدوم، الباب 5، بجوار المقهى");
    await en.fill("Arrivals hall, door 5, by the café");
    await save(page, locale);
    await expect(page.getByText(t(locale, "AdminCatalogue.saved"))).toBeVisible();
    const after = (await (await request.get(`/api/flight-backend/api/Admin/Airports/${airport.id}`)).json()) as Record<string, unknown>;
    expect(after).toMatchObject({ meetingPointAr: "صالة القدوم، الباب 5، بجوار المقهى", meetingPointEn: "Arrivals hall, door 5, by the café" });
  });
}
