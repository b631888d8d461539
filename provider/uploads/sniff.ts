// Which picture a file is, from its bytes alone (never from its name or the Content-Type it came with).
import type { UploadExtension } from "../contracts/admin-uploads";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");

/**
 * An SVG is XML whose root element is <svg>: an optional BOM and XML declaration, then only white space, comments,
 * processing instructions and a DOCTYPE without an internal subset (entities are refused) before `<svg`. Anything
 * else (HTML, an XML document of another kind, binary) is not an SVG.
 */
export function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  if (text.includes("\u0000")) return false;
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (text.startsWith("<?", at)) {
      const end = text.indexOf("?>", at + 2);
      if (end < 0) return false;
      at = end + 2;
    } else if (text.startsWith("<!--", at)) {
      const end = text.indexOf("-->", at + 4);
      if (end < 0) return false;
      at = end + 3;
    } else if (/^<!DOCTYPE\s/i.test(text.slice(at, at + 10))) {
      const end = text.indexOf(">", at);
      if (end < 0 || text.slice(at, end).includes("[")) return false;
      at = end + 1;
    } else {
      return /^<svg[\s>/]/.test(text.slice(at, at + 5));
    }
  }
}

/** The picture type of the bytes, or null when they are not a PNG, JPEG, GIF, WebP or SVG picture. */
export function sniffImage(bytes: Uint8Array): UploadExtension | null {
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, JPEG)) return "jpg";
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return "gif";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "webp";
  return isSvg(bytes) ? "svg" : null;
}
