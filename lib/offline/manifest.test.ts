// The installable app's manifests (public/manifest-*.webmanifest), one per language: Chromium's install criteria
// (name, start page, standalone display, 192 and 512 px icons that exist at their stated sizes) and the brand's name
// as the messages spell it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

const root = path.resolve(import.meta.dirname, "../..");
type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};
const read = (locale: string) => JSON.parse(readFileSync(path.join(root, `public/manifest-${locale}.webmanifest`), "utf8")) as Manifest;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(path.join(root, "public", file));
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe("the web app manifests", () => {
  for (const [locale, messages, dir, start] of [
    ["ar", ar, "rtl", "/"],
    ["en", en, "ltr", "/en"],
  ] as const) {
    it(`are installable and speak ${locale}`, () => {
      const manifest = read(locale);
      expect(manifest).toMatchObject({
        name: messages.Metadata.brand,
        short_name: messages.Metadata.brand,
        lang: locale,
        dir,
        start_url: start,
        scope: "/",
        display: "standalone",
      });
      const sizes = manifest.icons.filter((icon) => icon.purpose.includes("any")).map((icon) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
      expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
      for (const icon of manifest.icons) {
        expect(icon.type).toBe("image/png");
        expect(pngSize(icon.src)).toBe(icon.sizes);
      }
    });
  }
});
