import "server-only";

// The build prerenders the public pages without provider data (lib/cache/build-phase.ts). When the server starts, it
// asks for each of them until the cached copy carries real content, so no visitor is served the build's stand-in;
// /api/health answers 200 only after that (start scripts and load balancers wait on it).
// /offer/1 is the offer page's build stand-in (its generateStaticParams): prerendered empty, like the others.
const PUBLIC_PAGES = ["/", "/about-us", "/terms-and-conditions", "/privacy-policy", "/offers", "/offer/1", "/no-such-page"];
const PLACEHOLDER = "data-build-placeholder";
const ATTEMPTS = 60;
const PAUSE_MS = 250;

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

/** Runs in the background from instrumentation; never throws. */
export async function warmPublicPages(port: string): Promise<void> {
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const paths = PUBLIC_PAGES.flatMap((path) => [path, path === "/" ? "/en" : `/en${path}`]);
  const results = await Promise.all(paths.map((path) => warmPage(origin, path)));
  state.rahhalPagesWarm = true;
  const cold = paths.filter((_, index) => !results[index]);
  console.log(`[cache] public pages warm in ${Date.now() - started} ms${cold.length ? ` (still stand-ins: ${cold.join(", ")})` : ""}`);
}
