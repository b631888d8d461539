"use client";

import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Heart } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { favoritesQuery, removeFavorite, type FavoriteView } from "@/lib/api/favorites";
import { favoriteKey, favoriteTarget, isTarget } from "@/lib/favorites/favorite-view";
import { queryKeys } from "@/lib/api/keys";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { buttonClasses } from "@/components/ui/button";
import { FlightFavoriteCard } from "./flight-favorite-card";
import { OfferFavoriteCard } from "./offer-favorite-card";
import { StayFavoriteCard } from "./stay-favorite-card";

/** The saved flights, offers, hotels and chalets, newest first (prefetched by the page); removing one is optimistic and comes back if the provider refuses. */
export function FavoritesList() {
  const t = useTranslations("Favorites");
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const query = favoritesQuery(locale);
  const { data: items } = useSuspenseQuery(query);

  const removal = useMutation({
    mutationFn: (favorite: FavoriteView) => removeFavorite(favoriteTarget(favorite), locale),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: query.queryKey });
      const before = queryClient.getQueryData(query.queryKey);
      queryClient.setQueryData(query.queryKey, (list) => list?.filter((f) => !isTarget(f, favoriteTarget(favorite))));
      return { before };
    },
    onSuccess: () => toast.success(t("removed")),
    onError: (_error, _favorite, context) => {
      if (context?.before) queryClient.setQueryData(query.queryKey, context.before);
      toast.error(t("removeFailed"));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites.all }),
  });
  const remove = (favorite: FavoriteView) => removal.mutate(favorite);

  if (items.length === 0) {
    return (
      <section className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Heart aria-hidden className="size-8" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</h2>
        <p className="max-w-sm text-sm leading-relaxed text-slate-600">{t("emptyBody")}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link href="/" className={buttonClasses("primary", "md")}>
            {t("searchFlights")}
          </Link>
          <Link href="/offers" className={buttonClasses("outline", "md")}>
            {t("browseOffers")}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {t("count", { count: items.length })}
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((favorite) => (
          <li key={favoriteKey(favoriteTarget(favorite))}>
            {favorite.kind === "flight" ? (
              <FlightFavoriteCard favorite={favorite} onRemove={() => remove(favorite)} />
            ) : favorite.kind === "offer" ? (
              <OfferFavoriteCard favorite={favorite} onRemove={() => remove(favorite)} />
            ) : (
              <StayFavoriteCard favorite={favorite} onRemove={() => remove(favorite)} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
