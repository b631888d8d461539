// With JavaScript off, a form must post its fields in the body, never in a URL, and say what to do.
import { expect, type Page, type Request } from "@playwright/test";
import { t, type Locale } from "./i18n";

/** The form's notice, as rendered (Playwright's text locators skip <noscript>, innerText does not). */
export async function expectScriptNotice(page: Page, locale: Locale): Promise<void> {
  await expect.poll(() => page.locator("body").innerText()).toContain(t(locale, "Errors.scriptNeededTitle"));
}

/** Every URL the page asks for from now on, with the method. */
export function recordRequests(page: Page): { method: string; url: string }[] {
  const seen: { method: string; url: string }[] = [];
  page.on("request", (request: Request) => seen.push({ method: request.method(), url: request.url() }));
  return seen;
}

/** Fills the labelled fields, submits with the button, and checks no typed value or field name reached a URL. */
export async function submitWithoutScript(page: Page, locale: Locale, fields: { label: string; value: string }[], submit: string | RegExp): Promise<void> {
  await expectScriptNotice(page, locale);
  const requests = recordRequests(page);
  for (const { label, value } of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: submit, exact: typeof submit === "string" }).click()]);
  await expect.poll(() => requests.some((r) => r.method === "POST")).toBe(true);
  for (const { url } of [...requests, { url: page.url() }]) {
    const query = new URL(url).search;
    for (const { value } of fields) expect(query, `${url} carries a typed value`).not.toContain(encodeURIComponent(value).slice(0, 6));
    expect(query).not.toMatch(/password|cardNumber|cvc|email=|phone/i);
  }
  // The answer is the same page, still telling the visitor what to do.
  await expectScriptNotice(page, locale);
}
