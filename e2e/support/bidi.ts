// How a Latin fragment sits in the page: every place it is rendered as text must be isolated left to right of its
// own (an element with dir="ltr" below <html>, or the Unicode isolates LRI…PDI around it in a string), so the
// bidi algorithm cannot reorder it against Arabic text; names must also be marked English below <html>.
import type { Locator } from "@playwright/test";

export type Occurrence = { text: string; ltr: boolean; english: boolean };

/** Every occurrence of `fragment` in the visible text under `root` (screen-reader-only copies are skipped). */
export function occurrences(root: Locator, fragment: string): Promise<Occurrence[]> {
  return root.evaluate((el, fragment) => {
    const found: Occurrence[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement!;
      if (!text.includes(fragment) || parent.closest(".sr-only")) continue;
      let at = text.indexOf(fragment);
      while (at >= 0) {
        const isolated = text[at - 1] === "\u2066" && text[at + fragment.length] === "\u2069";
        found.push({
          text: text.trim().slice(0, 60),
          ltr: isolated || parent.closest("[dir=ltr]:not(html)") !== null,
          english: parent.closest("[lang=en]:not(html)") !== null,
        });
        at = text.indexOf(fragment, at + 1);
      }
    }
    return found;
  }, fragment);
}
