#!/usr/bin/env node
// Draws the offers' and destinations' pictures as scenic SVG illustrations (sky, sun or moon, land, sea and the
// silhouettes a place is known by) and renders them with sharp to JPEG sources under public/images/. The machine that
// builds this project cannot download photos; next/image serves these in modern formats at the sizes a page needs.
//
//   node scripts/generate-offer-images.mjs            every picture
//   node scripts/generate-offer-images.mjs dubai      only the named ones (offers or destinations)
//
// Deterministic: the same script draws the same pictures (a seeded PRNG places stars, ridges and waves).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const W = 1600;
const H = 1000;
const ROOT = path.resolve(import.meta.dirname, "..", "public", "images");
const MAX_BYTES = 150 * 1024;

function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const f = (n) => Math.round(n * 10) / 10;

// ---------- palettes: the time of day sets the sky, the light and the shade of every silhouette ----------

const TIMES = {
  day: { sky: ["#5b9fd6", "#9cc9ea", "#e4f1f8"], sun: "#fff6d8", glow: "#fff3c4", haze: "#f3f7f9", shade: 0.0 },
  golden: { sky: ["#3f7fb8", "#f2c78f", "#fbe3b3"], sun: "#fff1c2", glow: "#ffd68a", haze: "#f8dfb5", shade: 0.15 },
  sunset: { sky: ["#2d3a6b", "#d9746a", "#f7b978"], sun: "#ffe0a3", glow: "#ff9e6b", haze: "#f2a97f", shade: 0.3 },
  dusk: { sky: ["#1c2448", "#5a4f86", "#e39a86"], sun: "#ffd7a8", glow: "#f2a08a", haze: "#b98a9b", shade: 0.45 },
  night: { sky: ["#070d24", "#132a52", "#2c4a78"], sun: "#f4f1e0", glow: "#9fb7e0", haze: "#33507d", shade: 0.7 },
};

/** Mixes two #rrggbb colours; t = 0 gives a. */
function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
/** A colour seen at this time of day: darker and bluer towards night. */
const lit = (color, time) => mix(color, "#101a33", TIMES[time].shade);

// ---------- drawing primitives (each returns SVG markup) ----------

function sky(time, id = "sky") {
  const [top, mid, bottom] = TIMES[time].sky;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

function sun(time, cx, cy, r = 70) {
  const { sun: color, glow } = TIMES[time];
  if (time === "night") return moon(cx, cy, r * 0.8);
  return `<defs><radialGradient id="glow"><stop offset="0" stop-color="${glow}" stop-opacity="0.85"/><stop offset="0.35" stop-color="${glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>
<circle cx="${cx}" cy="${cy}" r="${r * 5}" fill="url(#glow)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
}

function moon(cx, cy, r) {
  return `<defs><radialGradient id="moonglow"><stop offset="0" stop-color="#dfe8ff" stop-opacity="0.35"/><stop offset="1" stop-color="#dfe8ff" stop-opacity="0"/></radialGradient></defs>
<circle cx="${cx}" cy="${cy}" r="${r * 4}" fill="url(#moonglow)"/>
<path d="M ${cx} ${cy - r} A ${r} ${r} 0 1 0 ${cx} ${cy + r} A ${r * 0.78} ${r} 0 1 1 ${cx} ${cy - r} Z" fill="#f6f1dc"/>`;
}

function stars(rand, count = 140, maxY = 560) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = rand() < 0.9 ? 1 + rand() * 1.2 : 2.2;
    out += `<circle cx="${f(rand() * W)}" cy="${f(rand() * maxY)}" r="${f(r)}" fill="#ffffff" opacity="${f(0.35 + rand() * 0.6)}"/>`;
  }
  return out;
}

function clouds(rand, time, count = 4, maxY = 380) {
  const color = time === "night" ? "#3b5680" : time === "day" ? "#ffffff" : mix(TIMES[time].haze, "#ffffff", 0.35);
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rand() * W;
    const y = 80 + rand() * (maxY - 80);
    const w = 160 + rand() * 220;
    out += `<g opacity="${f(0.45 + rand() * 0.3)}" fill="${color}"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w)}" ry="${f(w * 0.16)}"/><ellipse cx="${f(x - w * 0.3)}" cy="${f(y - w * 0.08)}" rx="${f(w * 0.45)}" ry="${f(w * 0.17)}"/><ellipse cx="${f(x + w * 0.25)}" cy="${f(y - w * 0.1)}" rx="${f(w * 0.4)}" ry="${f(w * 0.2)}"/></g>`;
  }
  return out;
}

/** A mountain ridge: a sum of sines with seeded phases, closed to the bottom. */
function ridge(rand, { y, amp, color, freq = 3, rough = 0.35, opacity = 1 }) {
  const phases = [rand() * 6.28, rand() * 6.28, rand() * 6.28];
  let d = `M 0 ${H}`;
  for (let x = 0; x <= W; x += 20) {
    const t = x / W;
    const v =
      Math.sin(t * freq * 6.28 + phases[0]) * 0.6 +
      Math.sin(t * freq * 2.3 * 6.28 + phases[1]) * rough +
      Math.sin(t * freq * 5.1 * 6.28 + phases[2]) * rough * 0.35;
    d += ` L ${x} ${f(y - amp * (0.5 + v * 0.5))}`;
  }
  return `<path d="${d} L ${W} ${H} Z" fill="${color}" opacity="${opacity}"/>`;
}

/** Soft dunes: long quadratic swells. */
function dunes(rand, { y, color, light, count = 3 }) {
  let d = `M 0 ${H} L 0 ${y}`;
  const step = W / count;
  for (let i = 0; i < count; i++) {
    const x0 = i * step;
    d += ` Q ${f(x0 + step * (0.3 + rand() * 0.4))} ${f(y - 60 - rand() * 90)} ${f(x0 + step)} ${f(y + (rand() - 0.5) * 40)}`;
  }
  const gid = `dune${Math.round(y)}`;
  return `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${color}"/></linearGradient></defs><path d="${d} L ${W} ${H} Z" fill="url(#${gid})"/>`;
}

function sea(time, { y, color, deep, sunX = null }) {
  const gid = `sea${Math.round(y)}`;
  let out = `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lit(color, time)}"/><stop offset="1" stop-color="${lit(deep, time)}"/></linearGradient></defs><rect x="0" y="${y}" width="${W}" height="${H - y}" fill="url(#${gid})"/>`;
  const rand = prng(Math.round(y) * 7 + 3);
  for (let i = 0; i < 26; i++) {
    const yy = y + 12 + rand() * (H - y - 20);
    const x = sunX !== null && i < 14 ? sunX + (rand() - 0.5) * (60 + (yy - y) * 0.5) : rand() * W;
    const w = 20 + rand() * 90;
    const tone = sunX !== null && i < 14 ? TIMES[time].glow : "#ffffff";
    out += `<rect x="${f(x - w / 2)}" y="${f(yy)}" width="${f(w)}" height="3" rx="1.5" fill="${tone}" opacity="${f(0.18 + rand() * 0.3)}"/>`;
  }
  return out;
}

function palm(x, base, h, color, lean = 0) {
  const topX = x + lean;
  const topY = base - h;
  let fronds = "";
  for (const [dx, dy] of [
    [-1, 0.1],
    [-0.8, -0.35],
    [-0.35, -0.6],
    [0.35, -0.6],
    [0.8, -0.35],
    [1, 0.1],
    [-0.55, 0.45],
    [0.55, 0.45],
  ]) {
    const ex = topX + dx * h * 0.42;
    const ey = topY + dy * h * 0.3 + h * 0.12;
    fronds += `<path d="M ${f(topX)} ${f(topY)} Q ${f(topX + dx * h * 0.25)} ${f(topY - h * 0.14 + dy * h * 0.1)} ${f(ex)} ${f(ey)} Q ${f(topX + dx * h * 0.2)} ${f(topY - h * 0.04)} ${f(topX)} ${f(topY)} Z" fill="${color}"/>`;
  }
  return `<path d="M ${f(x - h * 0.03)} ${base} Q ${f(x + lean * 0.2)} ${f(base - h * 0.5)} ${f(topX - h * 0.012)} ${f(topY)} L ${f(topX + h * 0.012)} ${f(topY)} Q ${f(x + lean * 0.25 + h * 0.02)} ${f(base - h * 0.5)} ${f(x + h * 0.03)} ${base} Z" fill="${color}"/>${fronds}`;
}

function minaret(x, base, h, color, w = 22) {
  const shaft = `<rect x="${f(x - w / 2)}" y="${f(base - h)}" width="${w}" height="${h}" fill="${color}"/>`;
  const balcony = `<rect x="${f(x - w * 0.8)}" y="${f(base - h * 0.72)}" width="${f(w * 1.6)}" height="${f(w * 0.45)}" fill="${color}"/><rect x="${f(x - w * 0.75)}" y="${f(base - h * 0.97)}" width="${f(w * 1.5)}" height="${f(w * 0.4)}" fill="${color}"/>`;
  const cap = `<path d="M ${f(x - w * 0.6)} ${f(base - h)} Q ${f(x)} ${f(base - h - w * 2.2)} ${f(x + w * 0.6)} ${f(base - h)} Z" fill="${color}"/><rect x="${f(x - 1.5)}" y="${f(base - h - w * 3)}" width="3" height="${f(w * 1.2)}" fill="${color}"/>`;
  return shaft + balcony + cap;
}

function dome(cx, base, r, color) {
  return `<path d="M ${f(cx - r)} ${base} C ${f(cx - r)} ${f(base - r * 1.25)} ${f(cx - r * 0.2)} ${f(base - r * 1.35)} ${cx} ${f(base - r * 1.6)} C ${f(cx + r * 0.2)} ${f(base - r * 1.35)} ${f(cx + r)} ${f(base - r * 1.25)} ${f(cx + r)} ${base} Z" fill="${color}"/><rect x="${f(cx - 1.5)}" y="${f(base - r * 1.95)}" width="3" height="${f(r * 0.4)}" fill="${color}"/>`;
}

function mosque(cx, base, s, color, { minarets = 2, domeColor = color } = {}) {
  let out = `<rect x="${f(cx - 150 * s)}" y="${f(base - 70 * s)}" width="${f(300 * s)}" height="${f(70 * s)}" fill="${color}"/>`;
  out += dome(cx, base - 70 * s, 75 * s, domeColor);
  out += dome(cx - 105 * s, base - 70 * s, 28 * s, color) + dome(cx + 105 * s, base - 70 * s, 28 * s, color);
  if (minarets >= 2) out += minaret(cx - 190 * s, base, 260 * s, color, 22 * s) + minaret(cx + 190 * s, base, 260 * s, color, 22 * s);
  if (minarets >= 4) out += minaret(cx - 260 * s, base, 200 * s, color, 18 * s) + minaret(cx + 260 * s, base, 200 * s, color, 18 * s);
  return out;
}

/** City blocks with lit windows at dusk and night. */
function blocks(rand, time, { x0, x1, base, minH, maxH, color, windows = time === "night" || time === "dusk" }) {
  let out = "";
  let x = x0;
  while (x < x1) {
    const w = 40 + rand() * 70;
    const h = minH + rand() * (maxH - minH);
    out += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${color}"/>`;
    if (windows) {
      for (let wy = base - h + 14; wy < base - 10; wy += 18) {
        for (let wx = x + 8; wx < x + w - 10; wx += 14) {
          if (rand() < 0.32) out += `<rect x="${f(wx)}" y="${f(wy)}" width="5" height="7" fill="#ffd98a" opacity="${f(0.55 + rand() * 0.4)}"/>`;
        }
      }
    }
    x += w + 4 + rand() * 10;
  }
  return out;
}

function spireTower(cx, base, h, color) {
  // A stepped needle like the region's tallest towers.
  const steps = [
    [46, 0],
    [38, 0.3],
    [28, 0.55],
    [18, 0.75],
    [9, 0.88],
  ];
  let out = "";
  for (const [w, t] of steps)
    out += `<rect x="${f(cx - w / 2)}" y="${f(base - h)}" width="${w}" height="${f(h * (1 - t))}" fill="${color}" transform="translate(0 ${f(h * t)})"/>`;
  return `${out}<path d="M ${cx - 4} ${f(base - h * 0.88)} L ${cx} ${f(base - h * 1.04)} L ${cx + 4} ${f(base - h * 0.88)} Z" fill="${color}"/>`;
}

function clockTower(cx, base, h, color, face = "#fff3c8") {
  return `<rect x="${f(cx - 45)}" y="${f(base - h * 0.8)}" width="90" height="${f(h * 0.8)}" fill="${color}"/><rect x="${f(cx - 55)}" y="${f(base - h * 0.84)}" width="110" height="${f(h * 0.1)}" fill="${color}"/>
<circle cx="${cx}" cy="${f(base - h * 0.74)}" r="30" fill="${face}" opacity="0.9"/><path d="M ${cx - 40} ${f(base - h * 0.84)} L ${cx} ${f(base - h)} L ${cx + 40} ${f(base - h * 0.84)} Z" fill="${color}"/><rect x="${cx - 2}" y="${f(base - h * 1.08)}" width="4" height="${f(h * 0.1)}" fill="${color}"/>`;
}

function pyramid(cx, base, size, light, dark) {
  return `<path d="M ${f(cx - size)} ${base} L ${cx} ${f(base - size * 0.9)} L ${f(cx + size * 0.35)} ${base} Z" fill="${light}"/><path d="M ${f(cx + size * 0.35)} ${base} L ${cx} ${f(base - size * 0.9)} L ${f(cx + size)} ${base} Z" fill="${dark}"/>`;
}

function dhow(x, y, s, color, sail = "#f5ecd8") {
  return `<path d="M ${f(x - 70 * s)} ${f(y - 12 * s)} L ${f(x + 80 * s)} ${f(y - 18 * s)} Q ${f(x + 60 * s)} ${f(y + 12 * s)} ${f(x - 50 * s)} ${f(y + 8 * s)} Z" fill="${color}"/><rect x="${f(x - 2 * s)}" y="${f(y - 120 * s)}" width="${f(4 * s)}" height="${f(105 * s)}" fill="${color}"/><path d="M ${f(x)} ${f(y - 118 * s)} Q ${f(x + 70 * s)} ${f(y - 70 * s)} ${f(x + 60 * s)} ${f(y - 24 * s)} L ${f(x)} ${f(y - 26 * s)} Z" fill="${sail}" opacity="0.92"/>`;
}

function umbrellas(rand, { x0, x1, y, colors }) {
  let out = "";
  for (let x = x0; x < x1; x += 110 + rand() * 80) {
    const c = colors[Math.floor(rand() * colors.length)];
    out += `<rect x="${f(x - 2)}" y="${f(y - 60)}" width="4" height="60" fill="#6b5a48"/><path d="M ${f(x - 45)} ${f(y - 55)} Q ${f(x)} ${f(y - 95)} ${f(x + 45)} ${f(y - 55)} Z" fill="${c}"/>`;
  }
  return out;
}

function chalet(x, base, s, color, lightOn) {
  const glow = lightOn ? "#ffcf7a" : "#d9e4ea";
  return `<rect x="${f(x)}" y="${f(base - 110 * s)}" width="${f(260 * s)}" height="${f(110 * s)}" fill="${color}"/><path d="M ${f(x - 20 * s)} ${f(base - 105 * s)} L ${f(x + 130 * s)} ${f(base - 175 * s)} L ${f(x + 280 * s)} ${f(base - 105 * s)} Z" fill="${color}"/>
<rect x="${f(x + 30 * s)}" y="${f(base - 80 * s)}" width="${f(50 * s)}" height="${f(45 * s)}" fill="${glow}" opacity="0.9"/><rect x="${f(x + 105 * s)}" y="${f(base - 80 * s)}" width="${f(50 * s)}" height="${f(80 * s)}" fill="${glow}" opacity="0.9"/><rect x="${f(x + 180 * s)}" y="${f(base - 80 * s)}" width="${f(50 * s)}" height="${f(45 * s)}" fill="${glow}" opacity="0.9"/>`;
}

function pool(x, y, w, h, time) {
  const c = time === "night" ? "#2fb5c9" : "#4fc3d6";
  return `<defs><linearGradient id="pool" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="#1b7f9a"/></linearGradient></defs><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="url(#pool)"/><rect x="${x + 20}" y="${y + h * 0.35}" width="${w * 0.5}" height="3" fill="#ffffff" opacity="0.45"/>`;
}

// ---------- scenes ----------

const SAND = { light: "#f0cf95", color: "#c98e52" };

const scenes = {
  makkah(time = "golden") {
    const r = prng(11);
    const far = lit("#8a6f62", time);
    const near = lit("#4a3a3c", time);
    return (
      sky(time) +
      (time === "night" ? stars(r) : "") +
      sun(time, 1250, time === "night" ? 180 : 300, 60) +
      ridge(r, { y: 700, amp: 260, color: far, freq: 1.6 }) +
      ridge(r, { y: 780, amp: 140, color: lit("#6b5552", time), freq: 2.4 }) +
      clockTower(800, 820, 600, near, time === "night" ? "#9be5a8" : "#fff3c8") +
      blocks(r, time, { x0: 560, x1: 1040, base: 830, minH: 120, maxH: 260, color: near }) +
      minaret(520, 840, 300, near) +
      minaret(1080, 840, 300, near) +
      minaret(460, 840, 250, near) +
      minaret(1140, 840, 250, near) +
      `<rect x="0" y="830" width="${W}" height="170" fill="${lit("#efe6d6", time)}"/><rect x="0" y="830" width="${W}" height="8" fill="${near}" opacity="0.6"/>`
    );
  },
  madinah(time = "dusk") {
    const r = prng(12);
    const c = lit("#3f4a3e", time);
    return (
      sky(time) +
      (time === "night" || time === "dusk" ? stars(r, 60, 300) : "") +
      sun(time, 300, 330, 55) +
      ridge(r, { y: 760, amp: 160, color: lit("#7d6a6a", time), freq: 1.2 }) +
      mosque(800, 860, 1.4, c, { minarets: 4, domeColor: lit("#2f7d4f", time) }) +
      palm(230, 900, 300, lit("#2c3a2c", time), -20) +
      palm(360, 910, 250, lit("#2c3a2c", time), 15) +
      palm(1350, 905, 320, lit("#2c3a2c", time), 25) +
      palm(1470, 915, 260, lit("#2c3a2c", time), -10) +
      `<rect x="0" y="860" width="${W}" height="140" fill="${lit("#e9e0cf", time)}"/><g opacity="0.55">${[...Array(9)].map((_, i) => `<path d="M ${120 + i * 170} 930 l 40 -50 l 40 50 Z" fill="${lit("#f7f3ea", time)}"/>`).join("")}</g>`
    );
  },
  "airport-taxi"(time = "dusk") {
    const r = prng(13);
    const ground = lit("#3a4150", time);
    const plane = `<g transform="translate(1100 220) rotate(-12)" fill="${lit("#e8edf3", time)}"><ellipse cx="0" cy="0" rx="130" ry="16"/><path d="M -20 0 L 40 -80 L 70 -80 L 40 0 Z"/><path d="M -20 0 L 40 80 L 70 80 L 40 0 Z"/><path d="M -120 -4 L -140 -50 L -115 -50 L -95 -4 Z"/></g>`;
    const car = `<g transform="translate(520 850)"><path d="M 0 0 L 0 -40 Q 10 -55 60 -60 L 110 -95 Q 120 -100 200 -100 L 250 -60 Q 320 -55 330 -35 L 330 0 Z" fill="#f2b33d"/><rect x="120" y="-92" width="60" height="30" fill="#1d2940" opacity="0.8"/><rect x="190" y="-92" width="45" height="30" fill="#1d2940" opacity="0.8"/><circle cx="70" cy="0" r="26" fill="#1a1a1a"/><circle cx="265" cy="0" r="26" fill="#1a1a1a"/><rect x="310" y="-40" width="20" height="10" fill="#fff2c0"/></g>`;
    return (
      sky(time) +
      sun(time, 300, 560, 50) +
      clouds(r, time, 3) +
      plane +
      `<rect x="1300" y="430" width="26" height="330" fill="${ground}"/><path d="M 1270 430 L 1356 430 L 1345 380 L 1281 380 Z" fill="${ground}"/><rect x="1285" y="390" width="56" height="20" fill="#9fd3ff" opacity="0.8"/>` +
      blocks(r, time, { x0: 0, x1: W, base: 780, minH: 40, maxH: 110, color: lit("#4b5366", time) }) +
      `<rect x="0" y="770" width="${W}" height="230" fill="${ground}"/>${[...Array(8)].map((_, i) => `<rect x="${i * 220}" y="905" width="120" height="8" fill="#f5f1e6" opacity="0.7"/>`).join("")}` +
      car
    );
  },
  "jeddah-corniche"(time = "sunset") {
    const r = prng(14);
    const c = lit("#26304a", time);
    const jet = `<defs><linearGradient id="jet" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs><path d="M 1046 700 Q 1050 320 1062 170 Q 1074 320 1078 700 Z" fill="url(#jet)"/><ellipse cx="1062" cy="690" rx="60" ry="14" fill="#ffffff" opacity="0.5"/>`;
    return (
      sky(time) +
      sun(time, 600, 560, 70) +
      blocks(r, time, { x0: 1150, x1: W, base: 700, minH: 60, maxH: 250, color: c }) +
      sea(time, { y: 700, color: "#3f7fa6", deep: "#1d3f63", sunX: 600 }) +
      jet +
      `<path d="M 0 880 Q 400 850 800 875 T ${W} 870 L ${W} ${H} L 0 ${H} Z" fill="${lit("#d8c3a0", time)}"/>` +
      palm(120, 900, 280, c, -10) +
      palm(260, 905, 230, c, 12) +
      palm(1450, 895, 300, c, 18)
    );
  },
  "red-sea-diving"() {
    const r = prng(15);
    let rays = "";
    for (let i = 0; i < 7; i++) {
      const x = 200 + i * 200 + r() * 60;
      rays += `<path d="M ${f(x)} 0 L ${f(x + 60)} 0 L ${f(x + 260)} ${H} L ${f(x + 120)} ${H} Z" fill="#ffffff" opacity="${f(0.05 + r() * 0.06)}"/>`;
    }
    let coral = "";
    const corals = ["#f08a6c", "#f4b860", "#d9688a", "#8ac47a", "#f2d0a4"];
    for (let x = 0; x < W; x += 60 + r() * 70) {
      const h = 60 + r() * 170;
      const c = corals[Math.floor(r() * corals.length)];
      coral += `<ellipse cx="${f(x)}" cy="${f(H - h * 0.4)}" rx="${f(30 + r() * 50)}" ry="${f(h * 0.55)}" fill="${c}" opacity="0.9"/>`;
      if (r() < 0.5)
        coral += `<path d="M ${f(x)} ${H} q -30 ${f(-h)} -60 ${f(-h * 1.2)} M ${f(x)} ${H} q 20 ${f(-h * 0.9)} 50 ${f(-h * 1.3)}" stroke="${c}" stroke-width="12" stroke-linecap="round" fill="none"/>`;
    }
    let fish = "";
    for (let i = 0; i < 16; i++) {
      const x = 200 + r() * 1200;
      const y = 250 + r() * 450;
      const s = 0.6 + r() * 0.9;
      const c = ["#ffcf4a", "#ff8a3d", "#ffffff", "#5ad1ff"][i % 4];
      fish += `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})"><ellipse cx="0" cy="0" rx="26" ry="11" fill="${c}"/><path d="M 22 0 L 40 -12 L 40 12 Z" fill="${c}"/><circle cx="-14" cy="-3" r="2.5" fill="#14324a"/></g>`;
    }
    let bubbles = "";
    for (let i = 0; i < 30; i++)
      bubbles += `<circle cx="${f(300 + r() * 200)}" cy="${f(100 + r() * 500)}" r="${f(3 + r() * 8)}" fill="none" stroke="#dff6ff" stroke-width="2" opacity="0.6"/>`;
    const diver = `<g transform="translate(420 560) rotate(-18)" fill="#10263a"><ellipse cx="0" cy="0" rx="90" ry="20"/><circle cx="-100" cy="-6" r="20"/><rect x="-40" y="-40" width="70" height="22" rx="10"/><path d="M 85 -6 L 170 -30 L 175 -10 L 90 12 Z"/><path d="M 85 6 L 165 20 L 160 38 L 85 18 Z"/></g>`;
    return (
      `<defs><linearGradient id="deep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fc9e0"/><stop offset="0.5" stop-color="#1f86b3"/><stop offset="1" stop-color="#0b3d66"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#deep)"/>` +
      rays +
      fish +
      diver +
      bubbles +
      coral
    );
  },
  "riyadh-chalet"(time = "night") {
    const r = prng(16);
    return (
      sky(time) +
      stars(r, 220, 600) +
      sun(time, 1300, 170, 55) +
      dunes(r, { y: 640, color: lit("#9a6a3f", time), light: lit("#c99a62", time), count: 2 }) +
      dunes(r, { y: 760, color: lit(SAND.color, time), light: lit(SAND.light, time), count: 3 }) +
      chalet(520, 830, 1.5, lit("#5a4636", time), true) +
      pool(520, 860, 520, 80, time) +
      palm(380, 840, 260, lit("#263022", time), -12) +
      palm(1140, 840, 300, lit("#263022", time), 14)
    );
  },
  "khobar-beach"(time = "day") {
    const r = prng(17);
    return (
      sky(time) +
      sun(time, 1200, 220, 60) +
      clouds(r, time, 4) +
      sea(time, { y: 560, color: "#4fb3cf", deep: "#1f6f96", sunX: null }) +
      `<path d="M 0 760 Q 500 700 1000 740 T ${W} 730 L ${W} ${H} L 0 ${H} Z" fill="${lit("#f1deb6", time)}"/>` +
      chalet(900, 790, 1.2, lit("#f4efe6", time), false) +
      pool(880, 810, 380, 60, time) +
      palm(820, 800, 300, lit("#2f5a3a", time), -14) +
      palm(1280, 800, 260, lit("#2f5a3a", time), 10) +
      umbrellas(r, { x0: 120, x1: 700, y: 860, colors: ["#e86a5a", "#f4c542", "#3d8fd6"] })
    );
  },
  abha(time = "day") {
    const r = prng(18);
    // Mist between the ridges: white fading in and out, so it has no edge.
    const mistBand = (y) => `<rect x="0" y="${y}" width="${W}" height="120" fill="url(#mist)"/>`;
    const mistDefs = `<defs><linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>`;
    const cable = `<path d="M 0 380 Q 800 520 ${W} 420" stroke="#2b2b2b" stroke-width="3" fill="none"/><g transform="translate(780 470)"><rect x="-3" y="-20" width="6" height="26" fill="#2b2b2b"/><rect x="-40" y="6" width="80" height="56" rx="10" fill="#d94c3d"/><rect x="-30" y="16" width="60" height="22" fill="#cfe9ff"/></g>`;
    return (
      sky(time) +
      sun(time, 260, 200, 55) +
      clouds(r, time, 5, 320) +
      ridge(r, { y: 560, amp: 220, color: lit("#8fb59a", time), freq: 1.3 }) +
      cable +
      mistDefs +
      mistBand(520) +
      ridge(r, { y: 700, amp: 220, color: lit("#4d8a5c", time), freq: 1.8 }) +
      mistBand(640) +
      ridge(r, { y: 860, amp: 180, color: lit("#2f6441", time), freq: 2.2 }) +
      ridge(r, { y: 980, amp: 120, color: lit("#214a31", time), freq: 3 })
    );
  },
  taif(time = "golden") {
    const r = prng(19);
    let roses = "";
    for (let i = 0; i < 420; i++) {
      const y = 760 + r() * 240;
      roses += `<circle cx="${f(r() * W)}" cy="${f(y)}" r="${f(3 + (y - 760) / 40)}" fill="${["#e0577a", "#f07f9b", "#c93d62"][i % 3]}" opacity="0.9"/>`;
    }
    let terraces = "";
    for (let i = 0; i < 5; i++)
      terraces += `<path d="M 0 ${760 + i * 50} Q 800 ${730 + i * 50} ${W} ${770 + i * 50}" stroke="${lit("#3f6b3a", time)}" stroke-width="6" fill="none" opacity="0.5"/>`;
    return (
      sky(time) +
      sun(time, 1250, 330, 60) +
      ridge(r, { y: 600, amp: 220, color: lit("#9c8a78", time), freq: 1.4 }) +
      ridge(r, { y: 700, amp: 160, color: lit("#6e8a5a", time), freq: 2.1 }) +
      `<rect x="0" y="740" width="${W}" height="260" fill="${lit("#4f7a45", time)}"/>` +
      terraces +
      roses
    );
  },
  alula(time = "sunset") {
    const r = prng(20);
    const rock = lit("#b5643c", time);
    const shadow = lit("#7a3d26", time);
    // Elephant Rock: a mass standing on a trunk, with the arch of light between.
    const elephant = `<path d="M 560 820 L 560 560 Q 600 430 760 420 Q 920 410 980 520 L 1000 820 L 900 820 Q 890 660 850 650 Q 820 700 830 820 Z" fill="${rock}"/><path d="M 560 820 L 560 560 Q 600 470 700 440 Q 640 560 640 820 Z" fill="${shadow}" opacity="0.6"/><path d="M 830 820 Q 820 700 850 650 Q 880 660 900 820 Z" fill="${TIMES[time].haze}" opacity="0.9"/>`;
    return (
      sky(time) +
      (time === "night" ? stars(r, 200) : "") +
      sun(time, 1250, 560, 70) +
      ridge(r, { y: 760, amp: 180, color: lit("#c27a4d", time), freq: 1.1, rough: 0.6 }) +
      dunes(r, { y: 800, color: lit("#b5733f", time), light: lit("#e5a56b", time), count: 2 }) +
      elephant +
      dunes(r, { y: 900, color: lit("#a8652f", time), light: lit("#d99656", time), count: 3 })
    );
  },
  dubai(time = "golden") {
    const r = prng(21);
    const c = lit("#2f3b57", time);
    const sail = `<path d="M 1300 700 L 1300 330 Q 1420 420 1440 700 Z" fill="${c}"/><rect x="1296" y="300" width="6" height="400" fill="${c}"/>`;
    return (
      sky(time) +
      (time === "night" ? stars(r, 80, 300) : "") +
      sun(time, 350, 470, 65) +
      clouds(r, time, 3, 300) +
      blocks(r, time, { x0: 0, x1: 1250, base: 700, minH: 80, maxH: 330, color: c }) +
      spireTower(760, 700, 620, c) +
      sail +
      sea(time, { y: 700, color: "#3b8fb5", deep: "#173e66", sunX: 350 }) +
      dhow(420, 860, 0.9, lit("#4a2f22", time))
    );
  },
  "abu-dhabi"(time = "golden") {
    const r = prng(22);
    const white = lit("#f3efe6", time);
    return (
      sky(time) +
      sun(time, 1280, 300, 60) +
      clouds(r, time, 3) +
      mosque(800, 760, 1.5, white, { minarets: 4 }) +
      dome(560, 690, 40, white) +
      dome(1040, 690, 40, white) +
      `<rect x="0" y="760" width="${W}" height="40" fill="${lit("#d9d2c4", time)}"/>` +
      sea(time, { y: 800, color: "#7cc4d8", deep: "#2c7fa3" }) +
      `<g opacity="0.35" transform="translate(0 1560) scale(1 -1)">${mosque(800, 760, 1.5, white, { minarets: 4 })}</g>`
    );
  },
  doha(time = "dusk") {
    const r = prng(23);
    const c = lit("#2a2f4f", time);
    const torch = `<path d="M 1180 720 L 1180 300 Q 1210 260 1240 300 L 1240 720 Z" fill="${c}"/><ellipse cx="1210" cy="300" rx="30" ry="12" fill="#ffc870" opacity="0.8"/>`;
    return (
      sky(time) +
      stars(r, 60, 280) +
      sun(time, 300, 520, 55) +
      blocks(r, time, { x0: 700, x1: 1550, base: 720, minH: 100, maxH: 360, color: c }) +
      torch +
      `<path d="M 900 720 L 905 330 Q 935 300 965 330 L 970 720 Z" fill="${c}"/>` +
      sea(time, { y: 720, color: "#33638f", deep: "#132a4c", sunX: 300 }) +
      dhow(360, 860, 1.1, lit("#3b2a22", time), "#f4e6cf") +
      dhow(1100, 900, 0.7, lit("#3b2a22", time), "#f4e6cf")
    );
  },
  bahrain(time = "sunset") {
    const r = prng(24);
    const c = lit("#283556", time);
    // Two sail-shaped towers facing each other.
    const twin = (x, dir) => `<path d="M ${x} 720 L ${x} 330 Q ${x + dir * 40} 300 ${x + dir * 80} 340 L ${x + dir * 95} 720 Z" fill="${c}"/>`;
    const turbines = [470, 530, 590]
      .map((y) => `<rect x="560" y="${y}" width="220" height="14" fill="${c}"/><circle cx="670" cy="${y + 7}" r="16" fill="${c}"/>`)
      .join("");
    return (
      sky(time) +
      sun(time, 1200, 540, 65) +
      blocks(r, time, { x0: 0, x1: 520, base: 720, minH: 80, maxH: 240, color: c }) +
      twin(560, 1) +
      twin(780, -1) +
      turbines +
      blocks(r, time, { x0: 900, x1: W, base: 720, minH: 60, maxH: 200, color: c }) +
      sea(time, { y: 720, color: "#3d79a0", deep: "#173a5e", sunX: 1200 })
    );
  },
  muscat(time = "golden") {
    const r = prng(25);
    const rock = lit("#7a6a5c", time);
    const fort = `<path d="M 250 560 L 250 470 L 330 470 L 330 440 L 380 440 L 380 470 L 450 470 L 450 560 Z" fill="${lit("#d9c2a0", time)}"/><circle cx="355" cy="440" r="40" fill="${lit("#d9c2a0", time)}"/>`;
    return (
      sky(time) +
      sun(time, 1250, 260, 55) +
      ridge(r, { y: 640, amp: 380, color: rock, freq: 1.3, rough: 0.55 }) +
      fort +
      `<rect x="0" y="690" width="${W}" height="40" fill="${lit("#efe3cf", time)}"/>` +
      blocks(r, time, { x0: 600, x1: 1500, base: 700, minH: 20, maxH: 60, color: lit("#f6efe2", time), windows: false }) +
      sea(time, { y: 720, color: "#2f8fa6", deep: "#12506b" }) +
      dhow(1000, 870, 1.2, lit("#5a3b26", time)) +
      dhow(500, 830, 0.7, lit("#5a3b26", time))
    );
  },
  kuwait(time = "sunset") {
    const c = lit("#223154", time);
    const sphere = (cx, cy, rr) =>
      `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="${lit("#2e6fa6", time)}"/><circle cx="${cx}" cy="${cy}" r="${rr}" fill="none" stroke="${c}" stroke-width="4"/>`;
    const towers = `<path d="M 795 720 L 805 160 L 815 720 Z" fill="${c}"/>${sphere(805, 440, 70)}${sphere(805, 300, 38)}<path d="M 995 720 L 1003 300 L 1011 720 Z" fill="${c}"/>${sphere(1003, 470, 50)}<path d="M 700 720 L 705 420 L 710 720 Z" fill="${c}"/>`;
    return (
      sky(time) +
      sun(time, 300, 560, 60) +
      blocks(prng(26), time, { x0: 1100, x1: W, base: 720, minH: 60, maxH: 240, color: c }) +
      towers +
      sea(time, { y: 720, color: "#3d6f9a", deep: "#15335a", sunX: 300 })
    );
  },
  cairo(time = "golden") {
    const r = prng(27);
    return (
      sky(time) +
      sun(time, 1280, 280, 65) +
      clouds(r, time, 2) +
      dunes(r, { y: 720, color: lit("#c7955a", time), light: lit("#e8c48b", time), count: 2 }) +
      pyramid(560, 760, 330, lit("#e2b779", time), lit("#a77443", time)) +
      pyramid(980, 760, 260, lit("#dcb072", time), lit("#9d6c3d", time)) +
      pyramid(1280, 760, 140, lit("#d5a86a", time), lit("#936438", time)) +
      sea(time, { y: 800, color: "#3f7d8c", deep: "#1f4f5c" }) +
      `<rect x="0" y="790" width="${W}" height="18" fill="${lit("#4f6b3a", time)}"/>` +
      palm(140, 820, 260, lit("#2f3f28", time), -14) +
      palm(260, 820, 210, lit("#2f3f28", time), 10) +
      palm(1470, 820, 240, lit("#2f3f28", time), 12) +
      dhow(900, 900, 0.9, lit("#3f2c1f", time))
    );
  },
  sharm(time = "day") {
    const r = prng(28);
    return (
      sky(time) +
      sun(time, 1300, 190, 60) +
      clouds(r, time, 2) +
      ridge(r, { y: 600, amp: 240, color: lit("#b07a55", time), freq: 1.6, rough: 0.7 }) +
      sea(time, { y: 600, color: "#3fc1c9", deep: "#135e8a" }) +
      `<path d="M 0 620 Q 500 640 ${W} 615 L ${W} 650 Q 800 680 0 660 Z" fill="#8fe3e0" opacity="0.55"/>` +
      `<path d="M 0 800 Q 600 760 1100 800 T ${W} 790 L ${W} ${H} L 0 ${H} Z" fill="${lit("#f3e2c0", time)}"/>` +
      umbrellas(r, { x0: 100, x1: 1500, y: 880, colors: ["#f2f0e9", "#f4c542", "#e8795f"] }) +
      palm(1450, 860, 320, lit("#2f5a3a", time), 20)
    );
  },
  hurghada(time = "golden") {
    const r = prng(29);
    return (
      sky(time) +
      sun(time, 300, 260, 60) +
      ridge(r, { y: 620, amp: 200, color: lit("#a5785a", time), freq: 1.2, rough: 0.5 }) +
      sea(time, { y: 620, color: "#37b0c7", deep: "#125a85", sunX: 300 }) +
      `<path d="M 700 780 Q 1100 740 ${W} 760 L ${W} ${H} L 600 ${H} Z" fill="${lit("#f1ddb5", time)}"/>` +
      chalet(1050, 820, 1.1, lit("#f4ede2", time), false) +
      pool(1000, 850, 420, 60, time) +
      palm(960, 840, 280, lit("#2f5a3a", time), -10) +
      palm(1500, 830, 300, lit("#2f5a3a", time), 10)
    );
  },
  alexandria(time = "day") {
    const r = prng(30);
    const c = lit("#d8c7a6", time);
    const citadel = `<rect x="1050" y="560" width="380" height="150" fill="${c}"/><rect x="1180" y="480" width="120" height="100" fill="${c}"/>${[1050, 1130, 1210, 1290, 1370].map((x) => `<rect x="${x}" y="545" width="30" height="20" fill="${c}"/>`).join("")}<rect x="1020" y="520" width="50" height="190" fill="${c}"/><rect x="1410" y="520" width="50" height="190" fill="${c}"/>`;
    return (
      sky(time) +
      sun(time, 350, 200, 55) +
      clouds(r, time, 4) +
      citadel +
      sea(time, { y: 700, color: "#3a8fc0", deep: "#123f6e" }) +
      `<path d="M 0 860 Q 700 830 ${W} 870 L ${W} ${H} L 0 ${H} Z" fill="${lit("#b9b4a8", time)}"/>` +
      blocks(r, time, { x0: 0, x1: 700, base: 700, minH: 60, maxH: 160, color: lit("#e8dcc4", time), windows: false })
    );
  },
  istanbul(time = "sunset") {
    const r = prng(31);
    const c = lit("#2c2a44", time);
    return (
      sky(time) +
      (time === "night" ? stars(r, 120, 350) : "") +
      sun(time, 1250, 470, 65) +
      blocks(r, time, { x0: 0, x1: W, base: 700, minH: 30, maxH: 90, color: lit("#3b3852", time) }) +
      mosque(520, 700, 1.25, c, { minarets: 4 }) +
      mosque(1080, 700, 0.9, c, { minarets: 2 }) +
      `<rect x="1320" y="470" width="44" height="230" fill="${c}"/><path d="M 1312 470 L 1342 380 L 1372 470 Z" fill="${c}"/>` +
      sea(time, { y: 700, color: "#44607f", deep: "#182a45", sunX: 1250 }) +
      dhow(300, 870, 0.6, lit("#2a2230", time), "#efe6da") +
      [...Array(6)]
        .map((_, i) => `<path d="M ${300 + i * 150} ${200 + (i % 3) * 40} q 14 -12 28 0 q 14 -12 28 0" stroke="${c}" stroke-width="3" fill="none"/>`)
        .join("")
    );
  },
  petra(time = "golden") {
    const wall = lit("#c8735a", time);
    const deep = lit("#8d4434", time);
    const facade = `<rect x="600" y="300" width="400" height="560" fill="${lit("#e19a78", time)}"/>${[630, 720, 840, 930].map((x) => `<rect x="${x}" y="520" width="34" height="340" fill="${lit("#f0b08e", time)}"/>`).join("")}<path d="M 590 520 L 800 430 L 1010 520 Z" fill="${lit("#f0b08e", time)}"/><rect x="760" y="650" width="80" height="210" fill="${deep}"/><rect x="740" y="300" width="120" height="130" fill="${lit("#f0b08e", time)}"/><path d="M 720 300 Q 800 240 880 300 Z" fill="${lit("#f0b08e", time)}"/>`;
    return (
      `<rect width="${W}" height="${H}" fill="${deep}"/>` +
      `<path d="M 440 0 Q 520 400 470 1000 L 1150 1000 Q 1080 400 1160 0 Z" fill="${TIMES[time].sky[2]}"/>` +
      facade +
      `<path d="M 0 0 L 520 0 Q 420 300 560 520 Q 470 760 560 1000 L 0 1000 Z" fill="${wall}"/><path d="M ${W} 0 L 1080 0 Q 1180 300 1040 520 Q 1130 760 1040 1000 L ${W} 1000 Z" fill="${wall}"/>` +
      `<path d="M 0 0 L 380 0 Q 300 300 420 560 Q 330 800 400 1000 L 0 1000 Z" fill="${deep}" opacity="0.55"/><rect x="0" y="900" width="${W}" height="100" fill="${lit("#d99b72", time)}"/>`
    );
  },
  london(time = "dusk") {
    const r = prng(33);
    const c = lit("#2c3147", time);
    const bridge = `<rect x="0" y="700" width="${W}" height="20" fill="${c}"/>${[200, 500, 800, 1100, 1400].map((x) => `<path d="M ${x - 120} 720 Q ${x} 640 ${x + 120} 720" stroke="${c}" stroke-width="14" fill="none"/>`).join("")}`;
    return (
      sky(time) +
      clouds(r, "day", 6, 350).replaceAll("#ffffff", "#b8c2d8") +
      blocks(r, time, { x0: 0, x1: W, base: 700, minH: 60, maxH: 180, color: lit("#3a4058", time) }) +
      clockTower(1150, 700, 560, c, "#ffe7a8") +
      `<rect x="400" y="520" width="600" height="180" fill="${c}"/>${[420, 520, 620, 720, 820, 920].map((x) => `<path d="M ${x} 520 L ${x + 20} 470 L ${x + 40} 520 Z" fill="${c}"/>`).join("")}` +
      sea(time, { y: 720, color: "#4f5f7f", deep: "#1f2940" }) +
      bridge
    );
  },
  farasan(time = "day") {
    const r = prng(34);
    let mangroves = "";
    for (let x = 0; x < W; x += 40 + r() * 40)
      mangroves += `<ellipse cx="${f(x)}" cy="${f(700 + r() * 20)}" rx="${f(40 + r() * 40)}" ry="${f(22 + r() * 20)}" fill="${lit(["#2f6b3f", "#3c7d48", "#285c36"][Math.floor(r() * 3)], time)}"/>`;
    return (
      sky(time) +
      sun(time, 1200, 200, 55) +
      clouds(r, time, 3) +
      sea(time, { y: 600, color: "#57d0d2", deep: "#1c87a6" }) +
      `<path d="M 200 640 Q 500 590 900 630 Q 1200 600 1500 640 Z" fill="${lit("#e9d8ad", time)}"/>` +
      mangroves +
      `<rect x="0" y="720" width="${W}" height="280" fill="url(#sea600)" opacity="0.9"/>` +
      `<path d="M 0 880 Q 500 840 1000 880 T ${W} 870 L ${W} ${H} L 0 ${H} Z" fill="${lit("#f4e6c4", time)}"/>` +
      dhow(1100, 790, 0.8, lit("#5b3a24", time))
    );
  },
  riyadh(time = "dusk") {
    const r = prng(35);
    const c = lit("#252b45", time);
    // A tower opening into a sky bridge at its top, and a pyramid tower holding a sphere.
    const kingdom = `<path d="M 720 780 L 740 220 Q 800 170 860 220 L 880 780 Z" fill="${c}"/><path d="M 760 330 Q 800 250 840 330 L 840 240 Q 800 200 760 240 Z" fill="${TIMES[time].sky[1]}"/><rect x="760" y="318" width="80" height="8" fill="${c}"/>`;
    const faisaliah = `<path d="M 1080 780 L 1140 340 L 1200 780 Z" fill="${c}"/><circle cx="1140" cy="470" r="26" fill="#f2c46b" opacity="0.9"/><rect x="1138" y="280" width="4" height="70" fill="${c}"/>`;
    return (
      sky(time) +
      stars(r, 50, 260) +
      sun(time, 300, 520, 55) +
      blocks(r, time, { x0: 0, x1: W, base: 780, minH: 60, maxH: 210, color: c }) +
      kingdom +
      faisaliah +
      `<rect x="0" y="780" width="${W}" height="220" fill="${lit("#3a3440", time)}"/>${[...Array(40)].map((_, i) => `<circle cx="${i * 42 + 10}" cy="${830 + (i % 3) * 40}" r="3" fill="#ffd98a" opacity="0.7"/>`).join("")}` +
      palm(200, 900, 220, lit("#1e2430", time), -8) +
      palm(1400, 900, 240, lit("#1e2430", time), 8)
    );
  },
};

// ---------- the pictures ----------

/** [folder, file name, scene, time of day] */
const PICTURES = [
  ["offers", "makkah", "makkah", "golden"],
  ["offers", "makkah-night", "makkah", "night"],
  ["offers", "madinah", "madinah", "dusk"],
  ["offers", "airport-taxi", "airport-taxi", "dusk"],
  ["offers", "jeddah-corniche", "jeddah-corniche", "sunset"],
  ["offers", "red-sea-diving", "red-sea-diving", "day"],
  ["offers", "riyadh-chalet", "riyadh-chalet", "night"],
  ["offers", "khobar-beach", "khobar-beach", "day"],
  ["offers", "abha", "abha", "day"],
  ["offers", "taif", "taif", "golden"],
  ["offers", "alula", "alula", "sunset"],
  ["offers", "alula-night", "alula", "night"],
  ["offers", "dubai", "dubai", "golden"],
  ["offers", "dubai-night", "dubai", "night"],
  ["offers", "abu-dhabi", "abu-dhabi", "golden"],
  ["offers", "doha", "doha", "dusk"],
  ["offers", "bahrain", "bahrain", "sunset"],
  ["offers", "muscat", "muscat", "golden"],
  ["offers", "kuwait", "kuwait", "sunset"],
  ["offers", "cairo", "cairo", "golden"],
  ["offers", "sharm", "sharm", "day"],
  ["offers", "hurghada", "hurghada", "golden"],
  ["offers", "alexandria", "alexandria", "day"],
  ["offers", "istanbul", "istanbul", "sunset"],
  ["offers", "istanbul-night", "istanbul", "night"],
  ["offers", "petra", "petra", "golden"],
  ["offers", "london", "london", "dusk"],
  ["offers", "farasan", "farasan", "day"],
  ["destinations", "jeddah", "jeddah-corniche", "dusk"],
  ["destinations", "riyadh", "riyadh", "dusk"],
  ["destinations", "dubai", "dubai", "sunset"],
  ["destinations", "cairo", "cairo", "sunset"],
  ["destinations", "istanbul", "istanbul", "golden"],
  ["destinations", "alula", "alula", "golden"],
  ["destinations", "abha", "abha", "golden"],
  ["destinations", "sharm-el-sheikh", "sharm", "golden"],
];

export function svgOf(scene, time) {
  const body = scenes[scene](time);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

async function render(folder, name, scene, time) {
  const svg = svgOf(scene, time);
  let quality = 86;
  for (;;) {
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: "4:2:0" }).toBuffer();
    if (jpeg.length <= MAX_BYTES || quality <= 60) {
      const dir = path.join(ROOT, folder);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${name}.jpg`), jpeg);
      return { file: `${folder}/${name}.jpg`, kb: Math.round(jpeg.length / 1024), quality };
    }
    quality -= 6;
  }
}

const only = new Set(process.argv.slice(2));
for (const [folder, name, scene, time] of PICTURES) {
  if (only.size && !only.has(name)) continue;
  const { file, kb, quality } = await render(folder, name, scene, time);
  console.log(`${file}  ${kb} KB  q${quality}`);
}
