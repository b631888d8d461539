import { describe, expect, it } from "vitest";
import { alternatesFor, describe as describeText, seoMetadata } from "./metadata";

describe("alternatesFor", () => {
  it("names the page in each language, Arabic as x-default, and the canonical in the page's own", () => {
    expect(alternatesFor("/offer/12", "en")).toEqual({
      canonical: "/en/offer/12",
      languages: { ar: "/offer/12", en: "/en/offer/12", "x-default": "/offer/12" },
    });
    expect(alternatesFor("/", "ar")).toEqual({ canonical: "/", languages: { ar: "/", en: "/en", "x-default": "/" } });
  });
});

describe("seoMetadata", () => {
  it("gives Open Graph and Twitter the page's picture, language and address, and keeps expired pages out of the index", () => {
    const metadata = seoMetadata({
      locale: "ar",
      path: "/offer/3",
      title: "عمرة",
      description: "باقة",
      siteName: "رحّال",
      image: { url: "/images/offers/umrah.jpg", alt: "مكة" },
      noindex: true,
    });
    expect(metadata.openGraph).toMatchObject({ url: "/offer/3", locale: "ar_SA", siteName: "رحّال" });
    expect(metadata.openGraph).not.toHaveProperty("alternateLocale");
    expect(metadata.twitter).toEqual({ card: "summary_large_image" });
    expect(metadata.openGraph?.images).toEqual([{ url: "/images/offers/umrah.jpg", alt: "مكة", width: undefined, height: undefined }]);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe("describe", () => {
  it("takes the first paragraph without markdown and cuts at a word", () => {
    expect(describeText("# About\n\n**Rahhal** is a [travel](https://x.example) site.")).toBe("Rahhal is a travel site.");
    const long = describeText(`${"word ".repeat(60)}end`, 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith("word…")).toBe(true);
  });
});
