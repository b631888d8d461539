// Cached public pages are answered from memory in front of Next (lib/http/page-cache.ts): an admin's edit of a page
// must still reach the next visitor at once, in each language, and nothing stale may be served after it.
import { expect, request as playwrightRequest, test } from "@playwright/test";

type Page = { title: string; body: string };

test("an admin's edit of About us is on the cached page for the very next guest, in both languages", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const guest = await playwrightRequest.newContext({ baseURL });
  const stamp = Date.now().toString(36);
  for (const [locale, path] of [
    ["en", "/en/about-us"],
    ["ar", "/about-us"],
  ] as const) {
    const api = `/api/flight-backend/api/Pages/about-us?lang=${locale}`;
    const original = (await (await page.request.get(api)).json()) as Page;

    // The page is in the cache: a second guest visit is answered from memory.
    await guest.get(path);
    await expect.poll(async () => (await guest.get(path)).headers()["x-page-cache"]).toBe("hit");

    const title = `${original.title} ${stamp}`;
    const write = await page.request.put(api, { data: { locale, title, body: original.body }, headers: { origin } });
    expect(write.status()).toBe(200);
    try {
      const html = await (await guest.get(path)).text();
      expect(html).toContain(title);
    } finally {
      const restore = await page.request.put(api, { data: { locale, title: original.title, body: original.body }, headers: { origin } });
      expect(restore.status()).toBe(200);
    }
    const restored = await (await guest.get(path)).text();
    expect(restored).not.toContain(stamp);
  }
  await guest.dispose();
});
