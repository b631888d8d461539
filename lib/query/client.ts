import { isServer, QueryClient } from "@tanstack/react-query";

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // No retries on the server, and never on an auth failure.
        retry: (failureCount, error) =>
          !isServer && failureCount < 2 && !(error instanceof Error && "status" in error && error.status === 401),
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** A fresh client per server render, one shared client in the browser. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
