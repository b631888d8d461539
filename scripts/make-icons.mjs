// The installed app's icons (public/icons/), drawn from the site's own mark (app/icon.svg) with sharp, which Next
// already brings. Run again when the mark changes: `node scripts/make-icons.mjs`; the PNGs are committed.
//   - icon-192.png, icon-512.png: the mark as is ("any" purpose; its own rounded tile).
//   - maskable-512.png: the tile's gradient full-bleed, the drawing within the middle 80 %, so a launcher's circle or
//     squircle never cuts it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const svg = await readFile(path.join(root, "app/icon.svg"));
const out = (name) => path.join(root, "public/icons", name);

async function plain(size, name) {
  await sharp(svg, { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(name));
}

/**
 * The mark full-bleed: its gradient and a widened dune fill the square, the plane sits in the middle 80 % (the maskable safe
 * zone).
 */
function maskableSvg(source) {
  const text = source.toString("utf8");
  const defs = /<defs>[\s\S]*<\/defs>/.exec(text)[0];
  const drawing = text.slice(text.indexOf("</g>") + 4, text.lastIndexOf("</svg>")).trim();
  // The tile's dune, widened to both edges and down to the bottom (the tile's rounded clip hid its ends).
  const dune = '<path d="M0 31c7-4.5 13.5-5.5 19.5-3.2S32 30 40 25.5V40H0z" fill="#d2ad6d" opacity=".9"/>';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${defs}<rect width="40" height="40" fill="url(#bg)"/>` +
      `${dune}<g transform="translate(4 4) scale(.8)">${drawing}</g></svg>`,
  );
}

async function maskable(size, name) {
  await sharp(maskableSvg(svg), { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(name));
}

await plain(192, "icon-192.png");
await plain(512, "icon-512.png");
await maskable(512, "maskable-512.png");
console.log("public/icons: icon-192.png, icon-512.png, maskable-512.png");
