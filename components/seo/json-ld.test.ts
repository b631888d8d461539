import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { breadcrumbs, graph, website } from "@/lib/seo/json-ld";
import { JsonLd } from "./json-ld";

afterEach(() => vi.unstubAllEnvs());

describe("JSON-LD", () => {
  it("is absolute on APP_URL and cannot close its script element whatever the text", () => {
    vi.stubEnv("APP_URL", "https://rahhal.example");
    const data = graph(
      website({ name: "Rahhal", locale: "en" }),
      breadcrumbs(
        [
          ["Home", "/"],
          ["</script><script>alert(1)</script>", "/about-us"],
        ],
        "en",
      ),
    );
    const html = renderToStaticMarkup(createElement(JsonLd, { data }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const parsed = JSON.parse(html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "")) as { "@graph": Record<string, unknown>[] };
    expect(parsed["@graph"][0]).toMatchObject({ "@type": "WebSite", url: "https://rahhal.example/en" });
    expect(parsed["@graph"][1]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, item: "https://rahhal.example/en" },
        { position: 2, name: "</script><script>alert(1)</script>", item: "https://rahhal.example/en/about-us" },
      ],
    });
  });
});
