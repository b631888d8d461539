// Pictures for upload tests, made on the spot: a solid PNG of any size (a 1×1 one shows as 0 px wide in an <img>
// whose srcset asks for more), and an SVG whose script would show whether it ever ran.
import { crc32, deflateSync } from "node:zlib";

export function solidPng(width: number, height: number, [r, g, b]: [number, number, number] = [15, 118, 110]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

/** An SVG whose script, if it ever ran, would mark the document, call home and open a dialog. */
export const svgWithScript = (stamp: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80">` +
      `<rect width="120" height="80" fill="#0f766e"/><text x="10" y="45" fill="#fff">${stamp}</text>` +
      `<script>document.documentElement.setAttribute("data-ran", "yes"); window.pwned = true; fetch("/api/health?pwned=${stamp}"); alert("pwned");</script></svg>`,
  );
