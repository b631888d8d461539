// Issue 20, point 9: an uploaded SVG is stored without anything that runs or reaches outside the file, each vector
// on its own, and a benign drawing keeps what it draws.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { sanitizeSvg, sanitizeSvgCss } from "@/provider/uploads/svg-sanitize";
import { sniffImage } from "@/provider/uploads/sniff";

const HEAD = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20" viewBox="0 0 40 20">`;
const svg = (inner: string) => `${HEAD}${inner}<rect width="40" height="20" fill="#0a7"/></svg>`;

async function stored(text: string): Promise<string> {
  const bytes = await sanitizeSvg(new TextEncoder().encode(text));
  if (!bytes) throw new Error("nothing stored");
  return new TextDecoder().decode(bytes);
}

/** The stored bytes parsed as the browser will parse the file: XML, root <svg>. */
function parse(text: string) {
  const { window } = new JSDOM("");
  const doc = new window.DOMParser().parseFromString(text, "image/svg+xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(doc.documentElement.localName).toBe("svg");
  return doc;
}

const HOSTILE: [string, string, RegExp][] = [
  ["a script element", svg(`<script>window.pwned = 1</script><script xlink:href="https://evil.example/x.js"/>`), /script|pwned|evil/i],
  ["a CDATA script", svg(`<script><![CDATA[alert(1)]]></script>`), /script|alert/i],
  ["event handlers", svg(`<circle r="5" onclick="alert(1)" onload="alert(2)" onmouseover="alert(3)"/>`), /\bon[a-z]+=|alert/i],
  ["an onload on the root", `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>`, /onload|alert/i],
  [
    "foreignObject with HTML",
    svg(
      `<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/><iframe src="https://evil.example"/></div></foreignObject>`,
    ),
    /foreignObject|onerror|iframe|img|evil/i,
  ],
  [
    "a javascript: link",
    svg(`<a href="javascript:alert(1)"><text>x</text></a><a xlink:href="javascript:alert(2)"><text>y</text></a>`),
    /javascript|alert|href/i,
  ],
  ["a link to another site", svg(`<a href="https://evil.example/"><text>x</text></a>`), /evil|href/i],
  [
    "animation that rewrites a link",
    svg(`<a href="#x"><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="xlink:href" to="javascript:alert(2)"/></a>`),
    /animate|<set|javascript/i,
  ],
  [
    "<use> of an external file",
    svg(`<use href="https://evil.example/sprite.svg#icon"/><use xlink:href="/uploads/other.svg#a"/><use href="data:image/svg+xml;base64,PHN2Zy8+#a"/>`),
    /evil|sprite|other\.svg|data:/i,
  ],
  ["<image> from another site", svg(`<image href="https://evil.example/track.png" width="1" height="1"/><image xlink:href="//evil.example/x.png"/>`), /evil/i],
  ["an embedded SVG picture", svg(`<image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" width="1"/>`), /data:image\/svg/i],
  ["feImage from another site", svg(`<filter id="f"><feImage href="https://evil.example/x.png"/></filter>`), /evil/i],
  [
    "CSS url() to a remote",
    svg(
      `<style>.a { fill: url(https://evil.example/p.svg#g); background: url( "//evil.example/b.png" ) }</style><path class="a" d="M0 0" style="fill: url('https://evil.example/x')"/>`,
    ),
    /evil/i,
  ],
  [
    "presentation attributes with a remote url()",
    svg(`<path d="M0 0" fill="url(https://evil.example/g.svg#g)" filter="url(http://evil.example/f.svg#f)" mask="url(//evil.example/m#m)"/>`),
    /evil/i,
  ],
  ["<style> @import", svg(`<style>@import url(https://evil.example/x.css); @import "https://evil.example/y.css"; .a{fill:red}</style>`), /@import|evil/i],
  [
    "CSS escapes hiding url(",
    svg(`<style>.a { fill: \\75 rl(https://evil.example/x) }</style><path d="M0 0" style="fill:\\75 rl(https://evil.example/y)"/>`),
    /evil/i,
  ],
  ["image-set() with a string", svg(`<style>svg { background-image: image-set("https://evil.example/x.png" 1x) }</style>`), /evil/i],
  [
    "xml:base and a stylesheet instruction",
    `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.css"?>${svg(`<g xml:base="https://evil.example/"><use href="#r"/></g><?xml-stylesheet href="https://evil.example/y.css"?>`)}`,
    /evil|xml-stylesheet|xml:base/i,
  ],
  [
    "HTML elements inside SVG ones",
    svg(
      `<style><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/></style><g><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></g>`,
    ),
    /onerror|<img|iframe|evil/i,
  ],
];

describe("sanitizeSvg", () => {
  it.each(HOSTILE)("strips %s and keeps the drawing", async (_what, input, forbidden) => {
    const text = await stored(input);
    expect(text).not.toMatch(forbidden);
    const doc = parse(text);
    expect(doc.getElementsByTagName("rect").length + doc.getElementsByTagName("circle").length).toBeGreaterThan(0);
    // Still an SVG by the upload's own test: the stored bytes could be uploaded again.
    expect(sniffImage(new TextEncoder().encode(text))).toBe("svg");
  });

  it("keeps a benign logo as it draws: size, viewBox, paths, gradients, local <use>, classes, text and data pictures", async () => {
    const logo = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: Adobe Illustrator -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="48" viewBox="0 0 120 48" preserveAspectRatio="xMidYMid meet">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox"><stop offset="0" stop-color="#0a7"/><stop offset="1" stop-color="#06c"/></linearGradient>
    <clipPath id="clip"><rect width="120" height="48" rx="8"/></clipPath>
    <path id="wing" d="M10 30 L40 10 L70 30 Z"/>
    <filter id="soft"><feGaussianBlur stdDeviation="1.5"/></filter>
  </defs>
  <style>.brand { fill: url(#sky); font-family: sans-serif } .shade { filter: url(#soft) }</style>
  <g clip-path="url(#clip)" transform="translate(2 2)">
    <use xlink:href="#wing" class="brand"/>
    <use href="#wing" x="40" fill="url(#sky)" class="shade"/>
    <text x="60" y="44" text-anchor="middle" class="brand">رحّال &amp; Co</text>
    <image width="4" height="4" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="/>
  </g>
</svg>`;
    const doc = parse(await stored(logo));
    const root = doc.documentElement;
    expect([root.getAttribute("width"), root.getAttribute("height"), root.getAttribute("viewBox")]).toEqual(["120", "48", "0 0 120 48"]);
    expect(root.getAttribute("preserveAspectRatio")).toBe("xMidYMid meet");
    expect(doc.getElementById("wing")?.getAttribute("d")).toBe("M10 30 L40 10 L70 30 Z");
    expect(doc.getElementsByTagName("linearGradient")).toHaveLength(1);
    expect(doc.getElementsByTagName("stop")).toHaveLength(2);
    expect(doc.getElementsByTagName("feGaussianBlur")[0]?.getAttribute("stdDeviation")).toBe("1.5");
    const uses = [...doc.getElementsByTagName("use")];
    expect(uses.map((use) => use.getAttribute("href") ?? use.getAttributeNS("http://www.w3.org/1999/xlink", "href"))).toEqual(["#wing", "#wing"]);
    expect(uses[1]?.getAttribute("fill")).toBe("url(#sky)");
    expect(doc.querySelector("g")?.getAttribute("clip-path")).toBe("url(#clip)");
    expect(doc.getElementsByTagName("style")[0]?.textContent).toContain("fill: url(#sky)");
    expect(doc.getElementsByTagName("style")[0]?.textContent).toContain("filter: url(#soft)");
    expect(doc.getElementsByTagName("text")[0]?.textContent).toBe("رحّال & Co");
    expect(doc.getElementsByTagName("image")[0]?.getAttribute("href")).toMatch(/^data:image\/png;base64,/);
  });

  it("refuses what is not an SVG once cleaned, or not well-formed XML (which no browser would draw either)", async () => {
    expect(await sanitizeSvg(new TextEncoder().encode(svg(`<style><img src=x onerror=alert(1)></style>`)))).toBeNull();
    expect(await sanitizeSvg(new TextEncoder().encode(`${HEAD}<text>&nbsp;</text></svg>`))).toBeNull();
    expect(await sanitizeSvg(new TextEncoder().encode("<script>alert(1)</script>"))).toBeNull();
    expect(await sanitizeSvg(Uint8Array.from([0xff, 0xfe, 0x00]))).toBeNull();
  });
});

describe("sanitizeSvgCss", () => {
  it("keeps local references and plain declarations, and nothing that loads from elsewhere", () => {
    expect(sanitizeSvgCss(".a{fill:url(#g);stroke:red}")).toBe(".a{fill:url(#g);stroke:red}");
    expect(sanitizeSvgCss("fill:url( '#g' )")).toBe("fill:url( '#g' )");
    expect(sanitizeSvgCss("fill:url(https://evil.example/x)")).toBe("fill:none");
    expect(sanitizeSvgCss("fill:url(https://evil.example/x")).not.toContain("url(");
    expect(sanitizeSvgCss("@import 'x.css'; .a{fill:red}")).toBe(" .a{fill:red}");
    expect(sanitizeSvgCss("@imp/**/ort url(x); .a{}")).not.toMatch(/url\(x|@import/);
    expect(sanitizeSvgCss(".a{fill:\\75 rl(x)}")).toBe("");
  });
});
