"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/query/client";

/**
 * React Query for the pages that use it (every page rendered per request; home's airport search brings the tab's client
 * itself, with its lazily loaded search: components/flights/search/airport-suggestions.ts). It is not in the
 * site's layout: the cached footer pages have no client data and should not load it.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
