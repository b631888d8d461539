import "server-only";
import { REQUEST_ID_HEADER } from "@/provider/contracts/request-id";
import { currentRequestId } from "@/lib/observe/request-context";
import { noteProviderCall } from "./render-calls";

// How the app reaches the provider: in-process by default (the Hono app's fetch, no socket),
// over HTTP when PROVIDER_URL is set. Both paths get the same timeout and never follow redirects.
export const PROVIDER_TIMEOUT_MS = Number(process.env.PROVIDER_TIMEOUT_MS || 10_000);

export class ProviderTimeoutError extends Error {
  constructor() {
    super("provider timeout");
  }
}

export type ProviderFetchOptions = {
  /** The visitor's address as lib/http/client-address.ts vouches for it; the provider throttles by it. */
  clientAddress?: string | null;
};

/** Headers that state the client address: only this module may set them, whatever a caller passes on. */
const ADDRESS_HEADERS = ["x-rahhal-client-address", "x-rahhal-client-address-secret"];

export async function providerFetch(path: string, init: RequestInit = {}, options: ProviderFetchOptions = {}): Promise<Response> {
  const base = process.env.PROVIDER_URL;
  noteProviderCall(init.method ?? "GET", path);
  const signal = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  const headers = new Headers(init.headers);
  for (const name of ADDRESS_HEADERS) headers.delete(name);
  // The request id of the app request this call serves (a BFF call), so the provider's log lines carry it too; none
  // elsewhere (a page's render, the warm-up), and the provider makes its own.
  const requestId = currentRequestId();
  headers.delete(REQUEST_ID_HEADER);
  try {
    if (base) {
      // Over HTTP the provider believes a stated address only with the secret it shares with the app.
      const secret = process.env.PROVIDER_CLIENT_ADDRESS_SECRET;
      if (secret && options.clientAddress) {
        headers.set("x-rahhal-client-address", options.clientAddress);
        headers.set("x-rahhal-client-address-secret", secret);
      }
      if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
      return await fetch(new URL(path.replace(/^\//, ""), base.endsWith("/") ? base : `${base}/`), {
        ...init,
        headers,
        redirect: "manual",
        signal,
        cache: "no-store",
      });
    }
    const { providerApp } = await import("@/provider/app");
    const request = new Request(`http://provider.internal${path}`, { ...init, headers, redirect: "manual", signal });
    // In-process the address (and the request id) travel in the fetch's environment, which no HTTP client can reach.
    return await Promise.race([
      Promise.resolve(providerApp.fetch(request, { clientAddress: options.clientAddress ?? null, requestId })),
      new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new ProviderTimeoutError()))),
    ]);
  } catch (error) {
    if (signal.aborted || (error instanceof Error && error.name === "TimeoutError")) throw new ProviderTimeoutError();
    throw error;
  }
}
