// The QueryClient: one per request on the server (React cache(), so a prefetching page and its dehydrate see
// the same client and no visitor's data reaches another), one for the whole tab in the browser.
import { cache } from "react";
import { defaultShouldDehydrateQuery, isServer, MutationObserver, QueryClient } from "@tanstack/react-query";

const MAX_RETRIES = 2;

/**
 * Retry only what may succeed a moment later: a dropped connection (status 0) or a server error (5xx).
 * A 4xx is the same answer next time, a wire drift (no status) too, and the server never retries: it would
 * hold the page's stream while the browser could retry by itself.
 */
export function shouldRetry(failureCount: number, error: unknown, server: boolean = isServer): boolean {
  if (server || failureCount >= MAX_RETRIES) return false;
  const status = error && typeof error === "object" && "status" in error && typeof error.status === "number" ? error.status : null;
  return status !== null && (status === 0 || status >= 500);
}

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry },
      dehydrate: {
        // Server components prefetch without awaiting: the pending query travels with its promise and the
        // browser's useSuspenseQuery waits on it, so the page streams instead of waiting for the slowest list.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === "pending",
      },
    },
  });
}

// React's cache() lives only as long as one server request (in client bundles it does not cache at all).
const requestQueryClient = cache(makeQueryClient);
let browserQueryClient: QueryClient | undefined;

/** The request's client on the server, the tab's client in the browser. */
export function getQueryClient(): QueryClient {
  if (isServer) return requestQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

/** A mutation's observer on the tab's client: what useLazyMutation loads with a page's first mutate (use-lazy-mutation.ts). */
export function newMutationObserver<T, E, V>(): MutationObserver<T, E, V> {
  return new MutationObserver<T, E, V>(getQueryClient(), {});
}
