// Issue 9, uploads: an admin's picture is checked by its content and size in the form, and an SVG carrying a script is
// stored without it (issue 20) and served under a policy that never lets anything run, even opened directly.
import { expect, test, type Page } from "@playwright/test";
import { localePath, t, type Locale } from "../support/i18n";
import { solidPng, svgWithScript } from "../support/pictures";

const PNG = solidPng(64, 40);

// The probe below answers a navigation with page.route, which never sees what a service worker fetches: the site's
// offline worker (public/sw.js) answers navigations by fetching them itself, so it is kept out of these tests.
test.use({ serviceWorkers: "block" });

async function openForm(page: Page, locale: Locale) {
  await page.goto(localePath(locale, "/admin/dashboard/offers/add"));
  await expect(page.getByRole("heading", { level: 1, name: t(locale, "AdminOffers.add") })).toBeVisible();
  // The picker works once the form is hydrated: the label's button is drawn by the client component.
  await expect(page.getByText(t(locale, "AdminUploads.choose"))).toBeVisible();
}

const picker = (page: Page) => page.locator('input[type="file"]#offer-image');
const preview = (page: Page, locale: Locale) => page.getByRole("img", { name: t(locale, "AdminUploads.preview") });

test("an SVG with a script is stored without it and served under a CSP sandbox: opened directly, nothing runs", async ({ page, context }) => {
  const locale: Locale = "en";
  const stamp = `svg${Date.now().toString(36)}`;
  await openForm(page, locale);
  await expect(async () => {
    await picker(page).setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: svgWithScript(stamp) });
    await expect(preview(page, locale)).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: t(locale, "AdminUploads.uploaded") })).toBeAttached();
  const src = await preview(page, locale).getAttribute("src");
  expect(src).toMatch(/^\/uploads\/[a-f0-9]{64}\.svg$/);

  // Opened directly, in a tab of its own.
  const direct = await context.newPage();
  const dialogs: string[] = [];
  const calls: string[] = [];
  direct.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  direct.on("request", (request) => {
    if (request.url().includes("pwned")) calls.push(request.url());
  });
  const response = await direct.goto(src!);
  expect(response!.status()).toBe(200);
  const headers = response!.headers();
  expect(headers["content-type"]).toBe("image/svg+xml");
  expect(headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  // The drawing is there (the document is the SVG), but nothing its script would have done happened.
  await expect(direct.locator("text")).toHaveText(stamp);
  await direct.waitForTimeout(500);
  expect(await direct.locator("svg").getAttribute("data-ran")).toBeNull();
  expect(dialogs).toEqual([]);
  expect(calls).toEqual([]);

  // The probe itself works: the same bytes served without the uploads' headers do run their script.
  await direct.route("**/probe.svg", (route) => route.fulfill({ status: 200, contentType: "image/svg+xml", body: svgWithScript(stamp) }));
  await direct.goto(new URL("/probe.svg", direct.url()).href);
  await expect(direct.locator("svg")).toHaveAttribute("data-ran", "yes");

  // Issue 20, point 9: the stored file itself holds no script, so it is inert served anywhere (a CDN, a restored
  // backup): its bytes without the uploads' headers still draw and run nothing.
  const stored = await (await page.request.get(src!)).text();
  expect(stored).not.toMatch(/script|pwned/i);
  await direct.route("**/stored.svg", (route) => route.fulfill({ status: 200, contentType: "image/svg+xml", body: stored }));
  await direct.goto(new URL("/stored.svg", direct.url()).href);
  await expect(direct.locator("text")).toHaveText(stamp);
  expect(await direct.locator("svg").getAttribute("data-ran")).toBeNull();
  await direct.close();
});

test("the picker refuses a file over 5 MB and one that is not a picture, and keeps a real picture", async ({ page }) => {
  const locale: Locale = "ar";
  await openForm(page, locale);
  await expect(async () => {
    await picker(page).setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect(page.getByText(t(locale, "AdminUploads.tooLarge"))).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });

  // A text file dressed as a PNG passes the browser's check; the provider reads its bytes and refuses it.
  await picker(page).setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some notes, not a picture") });
  await expect(page.getByText(t(locale, "AdminUploads.notImage"))).toBeVisible();
  await expect(preview(page, locale)).toHaveCount(0);

  await picker(page).setInputFiles({ name: "dot.png", mimeType: "image/png", buffer: PNG });
  await expect(preview(page, locale)).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{64}\.png$/);
  await expect(page.getByText(t(locale, "AdminUploads.notImage"))).toHaveCount(0);
  // Removing it empties the field again, and says so.
  await page.getByRole("button", { name: t(locale, "AdminUploads.remove") }).click();
  await expect(preview(page, locale)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: t(locale, "AdminUploads.removed") })).toBeAttached();
});

test("uploads through the BFF: a 6 MB body is refused with 413 and its message; a traveller's session is refused", async ({ page, baseURL, browser }) => {
  const origin = new URL(baseURL!).origin;
  const big = await page.request.post("/api/flight-backend/api/Admin/Uploads", {
    headers: { origin, "content-type": "image/png", "accept-language": "en" },
    data: Buffer.alloc(6 * 1024 * 1024, 0x89),
  });
  expect(big.status()).toBe(413);
  expect(await big.json()).toMatchObject({ code: "UPLOAD_TOO_LARGE", message: t("en", "AdminUploads.tooLarge") });

  const traveler = await browser.newContext({ storageState: "e2e/.auth/traveler.json" });
  const refused = await traveler.request.post(`${origin}/api/flight-backend/api/Admin/Uploads`, {
    headers: { origin, "content-type": "image/png" },
    data: PNG,
  });
  expect(refused.status()).toBe(403);
  await traveler.close();
  // The bytes are served by /uploads/<name> only, never by the BFF (which passes on no CSP).
  const name = `${"a".repeat(64)}.svg`;
  expect((await page.request.get(`/api/flight-backend/api/Uploads/${name}`)).status()).toBe(404);
  expect((await page.request.get(`/uploads/..%2F..%2Fsecrets.json`)).status()).toBe(404);
});
