import type { MessagePick } from "@/lib/i18n/message-pick";

/** The keys the price alert's button reads (price-alert-button.tsx); see lib/i18n/message-pick.ts. */
export const PRICE_ALERT_MESSAGES = {
  PriceAlerts: ["closePrompt", "create", "createFailed", "created", "creating", "datePast", "loginAction", "loginBody", "loginTitle", "viewAlerts"],
} as const satisfies MessagePick;
