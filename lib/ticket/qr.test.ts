// The ticket's QR code must scan back to the booking reference: the drawn path is rasterised and read with jsQR.
import jsQR from "jsqr";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { QUIET_ZONE, qrSvg } from "./qr";

/** The path's rectangles (`M x y h n v1 h-n z`) painted black on white, `scale` pixels per module, as RGBA. */
function rasterise({ size, path }: { size: number; path: string }, scale = 4) {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(run)) * scale; px++) pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { pixels, width };
}

describe("the e-ticket QR code", () => {
  it.each(["ABC123", "RH7K2Q", "Z9X8W7"])("scans back to the booking reference %s", (reference) => {
    const { pixels, width } = rasterise(qrSvg(reference));
    expect(jsQR(pixels, width, width)?.data).toBe(reference);
  });

  it("draws exactly the modules qrcode computes, inside a 4-module quiet zone", () => {
    const { size, data } = QRCode.create("ABC123", { errorCorrectionLevel: "M" }).modules;
    const svg = qrSvg("ABC123");
    expect(svg.size).toBe(size + 2 * QUIET_ZONE);
    const drawn = new Set<string>();
    for (const [, x, y, run] of svg.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
      for (let i = 0; i < Number(run); i++) drawn.add(`${Number(x) + i - QUIET_ZONE},${Number(y) - QUIET_ZONE}`);
    }
    const expected = new Set<string>();
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (data[y * size + x]) expected.add(`${x},${y}`);
    expect(drawn).toEqual(expected);
  });
});
