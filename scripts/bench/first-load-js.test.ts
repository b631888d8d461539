import { describe, expect, it } from "vitest";
import { collectScripts } from "./first-load-js.mjs";

// Shaped like the head and tail of a page `next build` renders (Turbopack chunk names, RSC payload scripts).
const html = `<!DOCTYPE html><html lang="ar" dir="rtl"><head>
<link rel="stylesheet" href="/_next/static/chunks/0a.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>
<link rel="modulepreload" href="/_next/static/chunks/module-2.js"/>
<link rel="prefetch" as="script" href="/_next/static/chunks/later-page.js"/>
<link rel="preload" as="font" href="/_next/static/media/cairo.woff2" crossorigin=""/>
<script src="/_next/static/chunks/main-3.js" async=""></script>
<script src="/_next/static/chunks/webpack-1.js" async=""></script>
<script src="/_next/static/chunks/polyfills-4.js" noModule=""></script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script src="https://cdn.example/widget.js?a=1&amp;b=2" defer></script>
</head><body><p>مرحبا</p>
<script>(self.__next_f=self.__next_f||[]).push([0])</script>
<script type="module">import("/x.js")</script>
<script>self.__next_f.push([1,"0:{}"])</script>
</body></html>`;

describe("collectScripts", () => {
  const { external, inline } = collectScripts(html, "http://localhost:3000/about-us");

  it("counts every script the document loads, once per URL, and only those", () => {
    expect(external).toEqual([
      "http://localhost:3000/_next/static/chunks/webpack-1.js",
      "http://localhost:3000/_next/static/chunks/module-2.js",
      "http://localhost:3000/_next/static/chunks/main-3.js",
      "https://cdn.example/widget.js?a=1&b=2",
    ]);
  });

  it("leaves out nomodule polyfills, prefetches for later pages, fonts and JSON data", () => {
    expect(external.join(" ")).not.toMatch(/polyfills|later-page|woff2/);
    expect(inline.join(" ")).not.toContain("schema.org");
  });

  it("keeps the inline scripts that run, in document order", () => {
    expect(inline).toEqual(["(self.__next_f=self.__next_f||[]).push([0])", 'import("/x.js")', 'self.__next_f.push([1,"0:{}"])']);
  });
});
