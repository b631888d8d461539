"use client";

import { DirectionProvider } from "@radix-ui/react-direction";
import { useLayoutText } from "@/components/i18n/layout-text";
import type { CurrencyRates } from "@/lib/currency/shared";
import { CurrencyProvider } from "./currency/currency-provider";
import { afterHydration } from "./ui/after-hydration";

// The toaster is loaded after the page is interactive: no page shows a toast before that, and its library is not part
// of any page's first load. Layout parts import sonner on demand too (mobile-drawer, user-menu).
const Toaster = afterHydration(() => import("sonner").then((module) => module.Toaster));

type ProvidersProps = { dir: "rtl" | "ltr"; rates: CurrencyRates; children: React.ReactNode };

/** Client-side context of every page: direction for Radix, display currency, and the toaster. */
export function Providers({ dir, rates, children }: ProvidersProps) {
  const t = useLayoutText("Nav");
  return (
    <DirectionProvider dir={dir}>
      <CurrencyProvider rates={rates}>{children}</CurrencyProvider>
      {/* Sonner's polite live region and close buttons are named in English unless told: name them in the page's language. */}
      <Toaster
        position="top-center"
        duration={5000}
        dir={dir}
        richColors
        closeButton
        containerAriaLabel={t("notifications")}
        toastOptions={{ closeButtonAriaLabel: t("closeNotification") }}
      />
    </DirectionProvider>
  );
}
