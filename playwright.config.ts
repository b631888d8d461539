import { defineConfig } from "@playwright/test";
import { APP_URL, BASE_URL, E2E_DATA_DIR, E2E_PORT, PROVIDER_CALL_LOG } from "./e2e/support/site";

// The browser uses 127.0.0.1; the server is configured as localhost (e2e/support/site.ts says why).
const baseURL = BASE_URL;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL,
    // A trace records a screencast and DOM snapshots of every action, for every test, on the two cores the tests and the
    // server share. In CI it is taken on the retry of a failed test (the failure's own trace); locally for every test,
    // kept on failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The offline worker (public/sw.js) installs in every new browser context: it fetches both offline pages and every
    // script, style and font they name into Cache Storage, then answers each asset request of the test. Only the offline
    // spec needs it (e2e/traveler/offline-tickets.spec.ts allows it); for the others it was work no assertion reads.
    serviceWorkers: "block",
    launchOptions: {
      // Debian's chromium-headless-shell (scripts/ensure-installed.mjs says why not full Chromium); CHROMIUM_PATH overrides.
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
        // Full Chromium 156 (when CHROMIUM_PATH names it) preloads two WebUI renderers, the omnibox popups, in every new
        // window, which its headless mode opens per browser context: a third of the CPU a context costs, for a popup no
        // test opens. The headless shell has no omnibox and ignores the flag.
        "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /support\/auth\.setup\.ts/ },
    { name: "guest", testMatch: /guest\/.*\.spec\.ts/ },
    // The dashboard's 8 latest reservations must still be the seed's old-install ones (expired holds, cancelled and
    // refunded bookings of every kind): this spec runs before any spec that books.
    { name: "old-install", testMatch: /admin\/old-install\.spec\.ts/, dependencies: ["setup"], use: { storageState: "e2e/.auth/admin.json" } },
    { name: "traveler", testMatch: /traveler\/.*\.spec\.ts/, dependencies: ["setup", "old-install"], use: { storageState: "e2e/.auth/traveler.json" } },
    {
      name: "admin",
      testMatch: /admin\/.*\.spec\.ts/,
      testIgnore: /admin\/old-install\.spec\.ts/,
      dependencies: ["setup", "old-install"],
      use: { storageState: "e2e/.auth/admin.json" },
    },
    // Every screen for every role: the spec picks each role's storageState itself.
    { name: "a11y", testMatch: /a11y\/.*\.spec\.ts/, dependencies: ["setup", "old-install"] },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    // Healthy once the public pages are cached with real content (lib/cache/warm-up.ts).
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    // Every registration of the suite comes from this one machine's address: more than the 10 an hour a visitor gets.
    // PROVIDER_CALL_LOG: every provider call with the page render it served, for e2e/traveler/render-calls.spec.ts.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      APP_URL,
      NEXTAUTH_URL: APP_URL,
      REGISTER_LIMIT_PER_ADDRESS: "200",
      PROVIDER_CALL_LOG,
    },
  },
});
