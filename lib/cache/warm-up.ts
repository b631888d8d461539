import "server-only";

// The build prerenders the public pages without provider data (lib/cache/build-phase.ts). When the server starts, it
// asks for each of them until the cached copy carries real content, so no visitor is served the build's stand-in;
// /api/health answers 200 only after that (start scripts and load balancers wait on it).
// /offer/1, /hotel/1 and /chalet/1 are their pages' build stand-ins (generateStaticParams): prerendered empty, like the others.
const PUBLIC_PAGES = ["/", "/about-us", "/terms-and-conditions", "/privacy-policy", "/offers", "/offer/1", "/hotel/1", "/chalet/1", "/no-such-page"];
const PLACEHOLDER = "data-build-placeholder";
const ATTEMPTS = 60;
const PAUSE_MS = 250;

/**
 * Pages rendered per request, each opened once in each language before the server says it is ready: the first visit
 * of a page type after a restart paid 2–9× the tenth (`npm run bench:first-visit`: loading its code, the first
 * queries of its kind), and a load balancer sends real visitors the moment /api/health answers. Reads only.
 */
function perRequestPages(now: number): string[] {
  const day = (ahead: number) => new Date(now + ahead * 86_400_000).toISOString().slice(0, 10);
  const stay = `checkIn=${day(30)}&checkOut=${day(32)}&guests=2`;
  return [
    "/offers/search",
    `/flight-search?from=RUH&to=JED&date=${day(7)}&adults=1`,
    `/search?category=hotel&city=jeddah&${stay}&rooms=1`,
    `/hotel/1?${stay}`,
    `/search?category=chalet&city=riyadh&${stay}`,
    `/chalet/1?${stay}`,
    `/search/airport-taxi?airport=JED&area=corniche&date=${day(7)}&time=10:00&passengers=2&bags=1`,
    "/help",
    "/contact-us",
    "/login",
    "/register",
  ];
}

const state = globalThis as { rahhalPagesWarm?: boolean };

export function publicPagesWarm(): boolean {
  return state.rahhalPagesWarm === true;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function warmPage(origin: string, path: string): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      const html = await fetch(new URL(path, origin), { headers: { accept: "text/html" } }).then((response) => response.text());
      if (!html.includes(`${PLACEHOLDER}="true"`)) return true;
    } catch {
      // The server is not listening yet.
    }
    await pause(PAUSE_MS);
  }
  return false;
}

/** How long one per-request page may take, and all of them, before the server says it is ready without them. */
const VISIT_TIMEOUT_MS = 10_000;
const VISITS_BUDGET_MS = 45_000;

/** One visit, its answer read and dropped; a failure or a slow answer leaves the page cold, nothing more. */
async function visit(origin: string, path: string): Promise<void> {
  try {
    const signal = AbortSignal.timeout(VISIT_TIMEOUT_MS);
    await fetch(new URL(path, origin), { headers: { accept: "text/html" }, signal }).then((response) => response.arrayBuffer());
  } catch {
    // Cold it stays: the visitor's request renders it as before.
  }
}

const inBothLanguages = (paths: readonly string[]) => paths.flatMap((path) => [path, path === "/" ? "/en" : `/en${path}`]);

/** Runs in the background from instrumentation; never throws. */
export async function warmPublicPages(port: string): Promise<void> {
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const paths = inBothLanguages(PUBLIC_PAGES);
  const results = await Promise.all(paths.map((path) => warmPage(origin, path)));
  const cold = paths.filter((_, index) => !results[index]);
  // One at a time: at start-up nothing else waits on the server, and two renders at once share its one thread. A
  // provider that is down or slow makes each render wait; readiness does not wait for that longer than the budget.
  const budgetEnds = Date.now() + VISITS_BUDGET_MS;
  for (const path of inBothLanguages(perRequestPages(Date.now()))) {
    if (Date.now() > budgetEnds) break;
    await visit(origin, path);
  }
  // What the visits above could not reach (the signed-in pages): their code, loaded without rendering.
  const { warmModuleGraph } = await import("./module-graph-warm-up");
  const modules = await warmModuleGraph();
  state.rahhalPagesWarm = true;
  console.log(`[cache] public pages warm in ${Date.now() - started} ms${cold.length ? ` (still stand-ins: ${cold.join(", ")})` : ""}; code: ${modules}`);
}
