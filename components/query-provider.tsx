"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/query/client";

/**
 * React Query for the pages that use it (home's airport search and every page rendered per request). It is not in the
 * site's layout: the cached footer pages have no client data and should not load it.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
