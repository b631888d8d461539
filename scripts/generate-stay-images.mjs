#!/usr/bin/env node
// Draws the stays' pictures (hotel façades, rooms, chalets with their pools, transfer vehicles) as flat SVG
// illustrations and renders them with sharp to small JPEGs under public/images/stays/, the sibling of
// generate-offer-images.mjs (this machine cannot download photos). Deterministic; each file stays under 60 KB.
//
//   node scripts/generate-stay-images.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const W = 1200;
const H = 800;
const DIR = path.resolve(import.meta.dirname, "..", "public", "images", "stays");
const MAX_BYTES = 60 * 1024;

const SKIES = [
  ["#5b9fd6", "#cfe6f5"],
  ["#3f7fb8", "#fbe3b3"],
  ["#2d3a6b", "#f7b978"],
  ["#1c2448", "#e39a86"],
];
const STONE = ["#e8dcc6", "#d9c4a0", "#f2efe8", "#cbb8a0", "#e6d3b8", "#f4ead8", "#d8cfc4", "#ecdcc0"];
const ACCENT = ["#0b6e4f", "#8e1b2e", "#1d2e5a", "#a77e2e", "#0b7c86", "#4b2a7b", "#c8602e", "#2f6b3a"];

const sky = ([top, bottom]) =>
  `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/>`;

const palm = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 q8 -120 -6 -230" stroke="#5a4632" stroke-width="14" fill="none"/>` +
  [
    [-90, -200],
    [80, -210],
    [-70, -260],
    [70, -255],
    [0, -280],
  ]
    .map(([dx, dy]) => `<path d="M-6 -230 q${dx / 2} ${-40} ${dx} ${dy + 230}" stroke="#2f6b3a" stroke-width="16" fill="none" stroke-linecap="round"/>`)
    .join("") +
  `</g>`;

/** A hotel façade: a tower of window rows, a canopy, palms. */
function hotel(i) {
  const floors = 6 + (i % 4) * 2;
  const bw = 420 + (i % 3) * 60;
  const x = (W - bw) / 2;
  const top = H - 120 - floors * 46;
  let windows = "";
  for (let f = 0; f < floors; f++)
    for (let c = 0; c < 8; c++)
      windows += `<rect x="${x + 24 + c * ((bw - 48) / 8)}" y="${top + 20 + f * 46}" width="${(bw - 48) / 8 - 12}" height="28" fill="${(f + c + i) % 5 ? "#9ec3de" : "#ffe9a8"}" opacity="0.9"/>`;
  return `${sky(SKIES[i % 4])}<rect y="${H - 120}" width="${W}" height="120" fill="#b9a98c"/>
<rect x="${x}" y="${top}" width="${bw}" height="${floors * 46 + 20}" fill="${STONE[i % 8]}"/>${windows}
<rect x="${x + bw / 2 - 110}" y="${H - 170}" width="220" height="50" fill="${ACCENT[i % 8]}"/><rect x="${x + bw / 2 - 40}" y="${H - 120}" width="80" height="0"/>
<rect x="${x - 10}" y="${top - 24}" width="${bw + 20}" height="24" fill="${ACCENT[i % 8]}"/>${palm(x - 120, H - 110, 1)}${palm(x + bw + 120, H - 110, 0.9)}`;
}

/** A room: wall, window with the view, a bed with pillows, a lamp. */
function room(i) {
  const wall = ["#efe6d8", "#e4ecef", "#f1e4dc", "#e8e4f0"][i];
  const cover = ACCENT[(i * 3) % 8];
  return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="${H - 200}" width="${W}" height="200" fill="#a98b6d"/>
<rect x="720" y="120" width="360" height="300" fill="#9cc9ea" stroke="#fff" stroke-width="14"/><rect x="720" y="330" width="360" height="90" fill="#6b8f6b"/>
<rect x="140" y="330" width="520" height="70" rx="10" fill="#7a5a3c"/><rect x="120" y="400" width="560" height="150" rx="16" fill="#fafafa"/>
<rect x="120" y="460" width="560" height="120" rx="12" fill="${cover}"/><ellipse cx="250" cy="410" rx="80" ry="34" fill="#fff"/><ellipse cx="550" cy="410" rx="80" ry="34" fill="#fff"/>
<rect x="60" y="470" width="50" height="110" fill="#7a5a3c"/><path d="M55 400 h60 l-14 -60 h-32z" fill="#ffe9a8"/>`;
}

/** A chalet: a low villa, its private pool, a shade and palms. */
function chalet(i) {
  const pool = ["#3fb6d6", "#2fa3c9", "#51c2d9"][i % 3];
  return `${sky(SKIES[i % 4])}<rect y="${H - 260}" width="${W}" height="260" fill="#e2d3b0"/>
<rect x="180" y="${H - 470}" width="520" height="230" fill="${STONE[(i + 2) % 8]}"/><rect x="160" y="${H - 490}" width="560" height="30" fill="${ACCENT[(i + 1) % 8]}"/>
<rect x="240" y="${H - 420}" width="110" height="90" fill="#9ec3de"/><rect x="400" y="${H - 420}" width="110" height="90" fill="#9ec3de"/><rect x="560" y="${H - 390}" width="80" height="150" fill="#7a5a3c"/>
<rect x="620" y="${H - 200}" width="460" height="130" rx="20" fill="${pool}" stroke="#f4ead8" stroke-width="16"/>
<path d="M650 ${H - 300} h220 l-30 -50 h-160z" fill="${ACCENT[(i + 4) % 8]}"/>${palm(1080, H - 230, 0.9)}${palm(110, H - 240, 0.8)}`;
}

/** A vehicle side view: sedan, business sedan, minivan or van. */
function vehicle(i) {
  const body = ["#f2f2f2", "#1f2430", "#c9ccd2", "#e9e6df"][i];
  const long = [560, 600, 640, 720][i];
  const tall = [120, 120, 170, 200][i];
  const x = (W - long) / 2;
  const base = 560;
  const cabin =
    i < 2 ? `M${x + 120} ${base - 120} l70 -80 h${long - 360} l80 80z` : `M${x + 60} ${base - tall + 40} v-${tall - 80} h${long - 160} l90 ${tall - 80}z`;
  return `${sky(SKIES[i % 4])}<rect y="${base + 60}" width="${W}" height="${H - base - 60}" fill="#55595f"/><rect y="${base + 120}" width="${W}" height="8" fill="#f4f1e0"/>
<rect x="${x}" y="${base - 120}" width="${long}" height="140" rx="40" fill="${body}" stroke="#333" stroke-width="4"/><path d="${cabin}" fill="${body}" stroke="#333" stroke-width="4"/>
<path d="${cabin}" fill="#8fb3cc" opacity="0.75" transform="translate(0 8) scale(1 0.96)"/>
<circle cx="${x + 120}" cy="${base + 30}" r="56" fill="#222"/><circle cx="${x + 120}" cy="${base + 30}" r="24" fill="#bbb"/>
<circle cx="${x + long - 120}" cy="${base + 30}" r="56" fill="#222"/><circle cx="${x + long - 120}" cy="${base + 30}" r="24" fill="#bbb"/>`;
}

const PICTURES = [
  ...Array.from({ length: 8 }, (_, i) => [`hotel-${i + 1}`, hotel(i)]),
  ...Array.from({ length: 4 }, (_, i) => [`room-${i + 1}`, room(i)]),
  ...Array.from({ length: 6 }, (_, i) => [`chalet-${i + 1}`, chalet(i)]),
  ...Array.from({ length: 4 }, (_, i) => [`vehicle-${i + 1}`, vehicle(i)]),
];

mkdirSync(DIR, { recursive: true });
for (const [name, body] of PICTURES) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  for (let quality = 82; ; quality -= 8) {
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
    if (jpeg.length <= MAX_BYTES || quality <= 50) {
      writeFileSync(path.join(DIR, `${name}.jpg`), jpeg);
      console.log(`stays/${name}.jpg  ${Math.round(jpeg.length / 1024)} KB  q${quality}`);
      break;
    }
  }
}
