// The instances run the current build: made here only when .next is missing or older than the sources (after the main
// e2e suite it is current, and nothing is built).
import { ensureAppBuild } from "../../scripts/bench/app-build.mjs";

export default function buildOnce(): void {
  ensureAppBuild(
    { ...process.env, APP_URL: process.env.APP_URL || "http://localhost:3000" },
    { log: (line) => console.log(line.replace("[bench]", "[instances]")) },
  );
}
