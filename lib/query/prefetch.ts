// Server-side prefetches of the client-side lists: the server reads the provider directly (it holds the
// token) and seeds the very query the browser's hook reads (lib/api's queryOptions: same key, same options).
// The data type is tied to the key's tag, so the server's loader must return the app type lib/api returns.
// Started without awaiting: the page streams, and the pending query travels to the browser with its promise.
import "server-only";
import type { DataTag, QueryClient, QueryKey } from "@tanstack/react-query";
import { favoritesQuery } from "@/lib/api/favorites";
import { reservationsQuery } from "@/lib/api/reservations";
import type { Locale } from "@/lib/i18n/routing";
import { listFavorites } from "@/lib/provider/favorites";
import { listReservations } from "@/lib/provider/bookings";

type Tagged<T> = { queryKey: DataTag<QueryKey, T, Error> };

function prefetch<T>(queryClient: QueryClient, options: Tagged<T>, load: () => Promise<NoInfer<T>>): void {
  const queryFn = () =>
    load().catch((error: unknown) => {
      // The browser shows its own "failed to load" and retry; the cause is only in the server's log.
      console.error("prefetch failed", options.queryKey, error);
      throw error;
    });
  void queryClient.prefetchQuery({ queryKey: options.queryKey, queryFn });
}

export const prefetchFavorites = (queryClient: QueryClient, locale: Locale) => prefetch(queryClient, favoritesQuery(locale), () => listFavorites(locale));

export const prefetchReservations = (queryClient: QueryClient, locale: Locale) =>
  prefetch(queryClient, reservationsQuery(locale), () => listReservations(locale));
