"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Heart, LogIn, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { BffError } from "@/lib/api/bff-client";
import { addFavorite, favoritesQuery, removeFavorite, type FavoriteTarget, type FavoriteView } from "@/lib/api/favorites";
import { useSessionUser } from "@/components/layout/session-user";
import { isTarget } from "@/lib/favorites/favorite-view";
import { queryKeys } from "@/lib/api/keys";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { buttonClasses } from "@/components/ui/button";

type FavoriteToggleProps = {
  /** The flight or the offer this heart saves. */
  target: FavoriteTarget;
  /**
   * From GET api/Favorites on the server (a page rendered per request); null when nobody is signed in. Left out on a
   * cached page: the browser learns who is signed in and, for them, reads their favorites itself.
   */
  initial?: boolean | null;
  signedIn?: boolean;
  /** Where the login prompt sends a visitor, with the way back (already localized). */
  loginRedirect: string;
};

/** The heart: optimistic add/remove with rollback; a visitor gets SPEC §6's login prompt instead. */
export function FavoriteToggle({ target, initial, signedIn, loginRedirect }: FavoriteToggleProps) {
  const t = useTranslations("Favorites");
  // The messages that name what is saved (SPEC §8's flight ones, their offer twins); the rest are shared.
  const said = (key: "added" | "addFailed" | "loginTitle" | "loginBody") => (target.kind === "offer" ? t(`offer.${key}`) : t(key));
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const session = useSessionUser();
  const known = signedIn !== undefined;
  const isSignedIn = known ? signedIn : session.status === "user";
  const saved = useQuery({ ...favoritesQuery(locale), enabled: initial === undefined && isSignedIn });
  // What the visitor chose here wins over what was read (the server's answer, or the browser's list).
  const [chosen, setFavorite] = useState<boolean | null>(null);
  const favorite = chosen ?? (initial !== undefined ? (initial ?? false) : (saved.data?.some((f) => isTarget(f, target)) ?? false));
  const [prompt, setPrompt] = useState(false);
  const listKey = queryKeys.favorites.list(locale);

  const mutation = useMutation({
    mutationFn: (next: boolean) => (next ? addFavorite(target, locale).then(() => undefined) : removeFavorite(target, locale)),
    // Optimistic: the heart (and a cached favorites list, when removing) change at once and come back on failure.
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const list = queryClient.getQueryData<FavoriteView[]>(listKey);
      if (!next && list) queryClient.setQueryData(listKey, list.filter((f) => !isTarget(f, target)));
      setFavorite(next);
      return { list };
    },
    onSuccess: (_, next) => toast.success(next ? said("added") : t("removed")),
    onError: (error, next, context) => {
      // Saved elsewhere meanwhile: the heart is right, say so.
      if (next && error instanceof BffError && error.code === "ALREADY_IN_FAVORITES") return void toast.info(t("alreadyInFavorites"));
      setFavorite(!next);
      if (context?.list) queryClient.setQueryData(listKey, context.list);
      if (error instanceof BffError && error.status === 401) setPrompt(true);
      else toast.error(next ? said("addFailed") : t("removeFailed"));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites.all }),
  });
  const pending = mutation.isPending;

  function toggle() {
    // Not known yet who is signed in: the click waits for the answer rather than asking a member to sign in.
    if (!known && session.status === "loading") return;
    if (!isSignedIn) return setPrompt(true);
    if (!pending) mutation.mutate(!favorite);
  }

  return (
    <div className="relative">
      <button
        type="button"
        onClick={toggle}
        aria-pressed={favorite}
        aria-busy={pending}
        aria-label={favorite ? t("remove") : t("add")}
        title={favorite ? t("remove") : t("add")}
        className={`grid size-11 place-items-center rounded-full ring-1 transition-colors ${
          favorite ? "bg-rose-50 text-rose-600 ring-rose-200" : "bg-white text-slate-600 ring-slate-200 hover:text-rose-600"
        }`}
      >
        <Heart aria-hidden className={`size-5 ${favorite ? "fill-current" : ""}`} />
      </button>
      {prompt ? (
        <div role="dialog" aria-labelledby="fav-login-title" className="absolute end-0 top-full z-20 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
          <div className="flex items-start justify-between gap-2">
            <p id="fav-login-title" className="font-semibold text-slate-900">
              {said("loginTitle")}
            </p>
            <button type="button" onClick={() => setPrompt(false)} aria-label={t("closePrompt")} className="text-muted hover:text-slate-800">
              <X aria-hidden className="size-4" />
            </button>
          </div>
          <p className="mt-1 text-sm text-slate-600">{said("loginBody")}</p>
          <Link href={{ pathname: "/login", query: { redirect: loginRedirect } }} className={buttonClasses("primary", "md", "mt-3 w-full")}>
            <LogIn aria-hidden className="size-4 rtl:rotate-180" />
            {t("loginAction")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
