// An uploaded SVG is stored only as what is left after DOMPurify (on a jsdom window, the DOM its authors test on) and
// our own rules: no script, event handler, foreignObject, animation of links, and no reference to anything outside
// the file. The app serves uploads under a sandboxing CSP, but a stored file may leave that route (a CDN, a restored
// backup, object storage), so the bytes themselves must be inert.
// jsdom and DOMPurify are loaded at the first SVG upload, not with the module: every server loads the provider's routes
// at start, and jsdom alone held ~30 MB of heap and ~90 MB resident in each server that never sanitised a file (issue 27).
import type { DOMPurify } from "dompurify";
import type { JSDOM } from "jsdom";

const SVG_NS = "http://www.w3.org/2000/svg";

/** The only data: pictures an SVG may embed (an embedded SVG could carry its own script). */
const DATA_PICTURE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
/** A reference inside the same file: `#id`. */
const LOCAL_REF = /^#[^\s"'()\\]*$/;
/** CSS functions that load a picture from a string instead of url(): their argument cannot be vetted cheaply. */
const CSS_IMAGE_FUNCTIONS = /(?:(?:-webkit-)?image-set|cross-fade|\bimage|\belement)\s*\([^)]*\)?/gi;
/** Attributes that name a place to load from or navigate to. */
const LINK_ATTRIBUTES = new Set(["href", "xlink:href"]);

function isAllowedReference(value: string, tag: string): boolean {
  const target = value.trim();
  return LOCAL_REF.test(target) || (tag === "image" && DATA_PICTURE.test(target));
}

/**
 * CSS as an SVG may keep it: no @import, no url() but `#id` and data: pictures, none of the string-taking image
 * functions. Escapes (`\75 rl(`) exist to hide exactly these, so CSS with a backslash is dropped whole.
 */
export function sanitizeSvgCss(css: string): string {
  if (css.includes("\\")) return "";
  const kept: string[] = [];
  return (
    css
      .replace(/\uE000/g, "")
      .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "")
      .replace(/@import[^;]*(?:;|$)/gi, "")
      // Allowed references are set aside, so that any url( left afterwards (unbalanced, odd quoting) can be killed.
      .replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (whole, _quote: string, target: string) => {
        if (!LOCAL_REF.test(target.trim()) && !DATA_PICTURE.test(target.trim())) return "none";
        kept.push(whole);
        return `\uE000${kept.length - 1}\uE000`;
      })
      .replace(/url\(/gi, "none(")
      .replace(CSS_IMAGE_FUNCTIONS, "none")
      .replace(/\uE000(\d+)\uE000/g, (_, index: string) => kept[Number(index)]!)
  );
}

type Tools = { purify: DOMPurify; window: JSDOM["window"] };
let tools: Promise<Tools> | null = null;

function instance(): Promise<Tools> {
  tools ??= makeTools().catch((error: unknown) => {
    tools = null;
    throw error;
  });
  return tools;
}

async function makeTools(): Promise<Tools> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import("jsdom"), import("dompurify")]);
  const { window } = new JSDOM("");
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook("afterSanitizeElements", (node) => {
    // <style> text: the same CSS rules as a style attribute.
    if (node.nodeName.toLowerCase() === "style" && node.textContent) node.textContent = sanitizeSvgCss(node.textContent);
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    const tag = node.nodeName.toLowerCase();
    for (const attribute of [...(node.attributes ?? [])]) {
      const name = attribute.name.toLowerCase();
      if (LINK_ATTRIBUTES.has(name)) {
        if (!isAllowedReference(attribute.value, tag)) node.removeAttribute(attribute.name);
      } else if (name === "xml:base" || name === "src") {
        node.removeAttribute(attribute.name);
      } else if (/url\(|@import|image-set|\\/i.test(attribute.value)) {
        // style="…", fill="url(…)", filter, mask, clip-path, marker-*: presentation attributes take CSS values too.
        node.setAttribute(attribute.name, sanitizeSvgCss(attribute.value));
      }
    }
    // A <use> without a local reference would draw another file (DOMPurify drops <use> altogether; we keep local ones).
    if (tag === "use" && ![...node.attributes].some((attribute) => LINK_ATTRIBUTES.has(attribute.name.toLowerCase()))) node.remove();
  });
  return { purify, window };
}

/**
 * The file as the browser will read it (XML), with what can never stay taken out first: elements of other
 * namespaces (HTML inside a foreignObject), foreignObject and script, comments and processing instructions. The
 * HTML parser DOMPurify uses would nest what follows a self-closed HTML element differently from XML.
 */
function parseAsXml(text: string, window: JSDOM["window"]): string | null {
  const doc = new window.DOMParser().parseFromString(text, "image/svg+xml");
  const root = doc.documentElement;
  if (doc.getElementsByTagName("parsererror").length > 0 || root.localName !== "svg" || root.namespaceURI !== SVG_NS) return null;
  const walker = doc.createTreeWalker(root, 0x1 | 0x80 | 0x40); // elements, comments, processing instructions
  const doomed: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.nodeType === 1 ? (node as Element) : null;
    if (!element || element.namespaceURI !== SVG_NS || ["foreignObject", "script"].includes(element.localName)) doomed.push(node);
  }
  for (const node of doomed) node.parentNode?.removeChild(node);
  return new window.XMLSerializer().serializeToString(root);
}

/**
 * The SVG's bytes as they may be stored, or null when it is not well-formed XML with an <svg> root. DOMPurify works on
 * the HTML parser's view of it (its allow-lists are lower-case names; that parser restores SVG's camelCase), and what
 * it leaves is written back with an XML serializer: well-formed XML with its namespaces, read by the browser exactly
 * as it was cleaned.
 */
export async function sanitizeSvg(bytes: Uint8Array): Promise<Uint8Array | null> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const { purify, window } = await instance();
  const xml = parseAsXml(text, window);
  if (xml === null) return null;
  const body = purify.sanitize(xml, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ["use"],
    FORBID_TAGS: ["foreignObject", "foreignobject", "script", "animate", "set", "a"],
    KEEP_CONTENT: true,
    RETURN_DOM: true,
  }) as unknown as HTMLElement;
  const svg = [...body.children].find((child) => child.localName === "svg" && child.namespaceURI === SVG_NS);
  if (!svg) return null;
  return new TextEncoder().encode(new window.XMLSerializer().serializeToString(svg));
}
