// Public pages after an admin's write. The BFF expires them at once and, since Next may still store a render begun
// just before the write as fresh, once more RENDER_SETTLE_MS later (lib/cache/expire-public-content.ts). A visitor
// therefore sees the write at once, or within those few seconds when another visitor's render was in flight; this
// opens the page again until the check holds, never longer than that window and a render.
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { RENDER_SETTLE_MS } from "../../lib/cache/render-settle";

export async function expectOnPublicPage(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ intervals: [500, 1_000], timeout: RENDER_SETTLE_MS + 8_000 });
}
