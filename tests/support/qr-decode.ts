// Reads back a QR code the app draws (lib/ticket/qr.ts): its path's rectangles painted black on white and scanned
// with jsQR, as a phone would read the printed page.
import jsQR from "jsqr";
import type { QrSvg } from "@/lib/ticket/qr";

export function scanQrSvg({ size, path }: QrSvg, scale = 4): string | null {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(run)) * scale; px++) pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}
