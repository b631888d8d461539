import "server-only";

// How the app reaches the provider: in-process by default (the Hono app's fetch, no socket),
// over HTTP when PROVIDER_URL is set. Both paths get the same timeout and never follow redirects.
export const PROVIDER_TIMEOUT_MS = Number(process.env.PROVIDER_TIMEOUT_MS || 10_000);

export class ProviderTimeoutError extends Error {
  constructor() {
    super("provider timeout");
  }
}

export async function providerFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const base = process.env.PROVIDER_URL;
  const signal = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  try {
    if (base) {
      return await fetch(new URL(path.replace(/^\//, ""), base.endsWith("/") ? base : `${base}/`), {
        ...init,
        redirect: "manual",
        signal,
        cache: "no-store",
      });
    }
    const { providerApp } = await import("@/provider/app");
    const request = new Request(`http://provider.internal${path}`, { ...init, redirect: "manual", signal });
    return await Promise.race([
      Promise.resolve(providerApp.fetch(request)),
      new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new ProviderTimeoutError()))),
    ]);
  } catch (error) {
    if (signal.aborted || (error instanceof Error && error.name === "TimeoutError")) throw new ProviderTimeoutError();
    throw error;
  }
}
