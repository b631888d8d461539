"use client";

import { DirectionProvider } from "@radix-ui/react-direction";
import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Toaster } from "sonner";
import { getQueryClient } from "@/lib/query/client";
import type { CurrencyRates } from "@/lib/currency/shared";
import { CurrencyProvider } from "./currency/currency-provider";

type ProvidersProps = { dir: "rtl" | "ltr"; rates: CurrencyRates; children: React.ReactNode };

/** Client-side context of every page: direction for Radix, React Query, display currency, and the toaster. */
export function Providers({ dir, rates, children }: ProvidersProps) {
  const queryClient = getQueryClient();
  const t = useTranslations("Nav");
  return (
    <DirectionProvider dir={dir}>
      <QueryClientProvider client={queryClient}>
        <CurrencyProvider rates={rates}>
          {children}
        </CurrencyProvider>
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
      </QueryClientProvider>
    </DirectionProvider>
  );
}
