import type { MessagePick } from "@/lib/i18n/message-pick";

/** The keys the heart reads (favorite-toggle.tsx and its login prompt); see lib/i18n/message-pick.ts. */
export const FAVORITE_TOGGLE_MESSAGES = {
  Favorites: [
    "add",
    "addFailed",
    "added",
    "alreadyInFavorites",
    "closePrompt",
    "loginAction",
    "loginBody",
    "loginTitle",
    "offer",
    "remove",
    "removeFailed",
    "removed",
    "stay",
  ],
} as const satisfies MessagePick;
