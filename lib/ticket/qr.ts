// The e-ticket's QR code, drawn on the server as one SVG path: no QR code JavaScript reaches the browser, and a
// vector stays sharp at any print resolution.
import "server-only";
import QRCode from "qrcode";

/** The quiet zone around the code, in modules: 4 is what the QR standard asks for readers to find it. */
export const QUIET_ZONE = 4;

export type QrSvg = {
  /** Width and height of the drawing, quiet zone included, in modules (one SVG unit each). */
  size: number;
  /** The dark modules, a row's neighbouring modules merged into one rectangle. */
  path: string;
};

/** `text` (a booking reference) as a QR code with error correction M, which survives a crease or a smudge on paper. */
export function qrSvg(text: string): QrSvg {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!data[y * size + x]) continue;
      let run = 1;
      while (x + run < size && data[y * size + x + run]) run++;
      parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`);
      x += run - 1;
    }
  }
  return { size: size + 2 * QUIET_ZONE, path: parts.join("") };
}
