"use client";

import { useEffect, useRef, useState } from "react";
import { Heart } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { BffError } from "@/lib/api/bff-client";
import { isSaved, removeFavorite, saveFavorite } from "@/lib/api/favorite-marks";
import type { FavoriteTarget } from "@/lib/favorites/favorite-view";
import { useLazyMutation } from "@/lib/query/use-lazy-mutation";
import { useSessionUser } from "@/components/layout/session-user";
import { FavoriteLoginPrompt } from "./favorite-login-prompt";

type FavoriteToggleProps = {
  /** The flight, offer, hotel or chalet this heart saves. */
  target: FavoriteTarget;
  /**
   * From GET api/Favorites on the server (a page rendered per request); null when nobody is signed in. Left out on a
   * cached page: the browser learns who is signed in and, for them, whether it is saved.
   */
  initial?: boolean | null;
  signedIn?: boolean;
  /** Where the login prompt sends a visitor, with the way back (already localized). */
  loginRedirect: string;
};

/**
 * The heart: optimistic save/remove with rollback; a visitor gets SPEC §6's login prompt instead. It loads no schema
 * library (lib/api/favorite-marks.ts), and React Query only with the first click (useLazyMutation), so it costs a
 * cached page little.
 */
export function FavoriteToggle({ target, initial, signedIn, loginRedirect }: FavoriteToggleProps) {
  const t = useTranslations("Favorites");
  // The messages that name what is saved (SPEC §8's flight ones, their offer and stay twins); the rest are shared.
  // Keys read indirectly: Favorites.added, Favorites.addFailed, Favorites.loginTitle, Favorites.loginBody (a flight's).
  const said = (key: "added" | "addFailed" | "loginTitle" | "loginBody") =>
    target.kind === "offer" ? t(`offer.${key}`) : target.kind === "flight" ? t(key) : t(`stay.${key}`);
  const locale = useLocale();
  const session = useSessionUser();
  const known = signedIn !== undefined;
  const isSignedIn = known ? signedIn : session.status === "user";
  const [favorite, setFavorite] = useState(initial ?? false);
  const [prompt, setPrompt] = useState(false);
  // A click before the browser knows who is signed in: answered as soon as it does.
  const queued = useRef(false);
  // Bumped by every toggle: a "saved?" answer asked before the visitor's own choice must not undo it.
  const version = useRef(0);
  const { kind, id } = target;
  const marking = useLazyMutation<boolean, void>({
    mutationFn: (next) => (next ? saveFavorite(target, locale) : removeFavorite(target, locale)),
    // Optimistic: the heart changes with the click.
    onMutate: (next) => (version.current++, setFavorite(next)),
    onSuccess: (_, next) => toast.success(next ? said("added") : t("removed")),
    onError: (error, next) => {
      // Saved elsewhere meanwhile: the heart is right, say so.
      if (next && error instanceof BffError && error.code === "ALREADY_IN_FAVORITES") return void toast.info(t("alreadyInFavorites"));
      setFavorite(!next);
      if (error instanceof BffError && error.status === 401) setPrompt(true);
      else toast.error(next ? said("addFailed") : t("removeFailed"));
    },
  });

  // A cached page: once the browser knows a member is here, it asks whether this is among their favorites.
  useEffect(() => {
    if (initial !== undefined || !isSignedIn) return;
    let live = true;
    const asked = version.current;
    isSaved({ kind, id } as FavoriteTarget, locale).then(
      (saved) => live && version.current === asked && setFavorite(saved),
      () => undefined, // The heart stays empty; saving still works and says so.
    );
    return () => {
      live = false;
    };
  }, [initial, isSignedIn, kind, id, locale]);

  useEffect(() => {
    if (!queued.current || session.status === "loading") return;
    queued.current = false;
    void toggle();
    // Runs when the session answer arrives for a queued click; toggle reads the state of that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status]);

  async function toggle() {
    // Not known yet who is signed in: the click waits for the answer rather than asking a member to sign in.
    if (!known && session.status === "loading") return void (queued.current = true);
    if (!isSignedIn) return setPrompt(true);
    if (marking.isPending) return;
    await marking.mutate(!favorite);
  }

  return (
    <div className="relative">
      <button
        type="button"
        onClick={toggle}
        aria-pressed={favorite}
        aria-busy={marking.isPending}
        aria-label={favorite ? t("remove") : t("add")}
        title={favorite ? t("remove") : t("add")}
        className={`grid size-11 place-items-center rounded-full ring-1 transition-colors ${
          favorite ? "bg-rose-50 text-rose-600 ring-rose-200" : "bg-white text-slate-600 ring-slate-200 hover:text-rose-600"
        }`}
      >
        <Heart aria-hidden className={`size-5 ${favorite ? "fill-current" : ""}`} />
      </button>
      {prompt ? (
        <FavoriteLoginPrompt title={said("loginTitle")} body={said("loginBody")} loginRedirect={loginRedirect} onClose={() => setPrompt(false)} />
      ) : null}
    </div>
  );
}
