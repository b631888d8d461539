import { chromium } from "@playwright/test";
const [,, url, out, width = "390", height = "844", full = "1"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await (await browser.newContext({ viewport: { width: +width, height: +height } })).newPage();
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(300);
console.log(await page.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family).join(",")));
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
