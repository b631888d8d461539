// Moving through a page as a keyboard user does: Tab and Shift+Tab until a control has the focus, never a click.
import { expect, type Locator, type Page } from "@playwright/test";

/** What has the focus, for a failure message a reader can act on. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "nothing (the page body)";
    const name = el.getAttribute("aria-label") ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? "";
    const role = el.getAttribute("role");
    return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ""}${el.id ? ` id=${el.id}` : ""}> "${name.trim().replace(/\s+/g, " ").slice(0, 60)}"`;
  });
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, and fails after `max` presses saying where the focus
 * is: a control the keyboard cannot reach, or a trap that keeps the focus elsewhere, shows up here.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false, what = String(target) } = {}): Promise<void> {
  const key = back ? "Shift+Tab" : "Tab";
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) {
      // A tab stop a sighted keyboard user cannot see is no tab stop.
      await expect(target, `${what} has the focus but is not visible`).toBeVisible();
      return;
    }
    if (presses < max) await page.keyboard.press(key);
  }
  throw new Error(`${what} did not get the focus after ${max} presses of ${key}; the focus is on ${await describeFocus(page)}`);
}

/** Types into the focused field, replacing what it holds. */
export async function replaceText(page: Page, text: string): Promise<void> {
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(text);
}

/** Chooses `value` in the focused closed <select> with the arrow keys, as Chromium on Linux and Windows does. */
export async function arrowToOption(page: Page, select: Locator, value: string): Promise<void> {
  const { from, to } = await select.evaluate((el, wanted) => {
    const options = [...(el as HTMLSelectElement).options];
    return { from: (el as HTMLSelectElement).selectedIndex, to: options.findIndex((o) => o.value === wanted) };
  }, value);
  expect(to, `option ${value}`).toBeGreaterThanOrEqual(0);
  for (let i = from; i !== to; i += to > from ? 1 : -1) await page.keyboard.press(to > from ? "ArrowDown" : "ArrowUp");
  await expect(select).toHaveValue(value);
}
