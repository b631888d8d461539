"use client";

import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import { formatMoney, isCurrency, numberFormatter, type Currency } from "@/lib/format/money";
import { useLocale } from "@/lib/i18n/navigation";
import { convertFromSar, CURRENCY_COOKIE, DEFAULT_CURRENCY, type CurrencyRates } from "@/lib/currency/shared";

type CurrencyContext = { currency: Currency; rates: CurrencyRates };

const Context = createContext<CurrencyContext>({ currency: DEFAULT_CURRENCY, rates: { SAR: 1, EGP: 0, USD: 0 } });

// The visitor's currency lives in a cookie the browser reads: cached pages are the same for everyone (in SAR, as the
// provider prices), and each visitor's prices follow their own choice once the page is interactive.
const listeners = new Set<() => void>();

function readCurrency(): Currency {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([^;]*)`));
  const value = match?.[1];
  return isCurrency(value) ? value : DEFAULT_CURRENCY;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the choice for a year and re-renders every price on the page. */
export function chooseCurrency(currency: Currency): void {
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  for (const listener of listeners) listener();
}

/** Mounted by the locale layout with the provider's rates (cached for everyone). */
export function CurrencyProvider({ rates, children }: { rates: CurrencyRates; children: React.ReactNode }) {
  const currency = useSyncExternalStore(subscribe, readCurrency, () => DEFAULT_CURRENCY);
  return <Context.Provider value={{ currency, rates }}>{children}</Context.Provider>;
}

export function useCurrency(): CurrencyContext {
  return useContext(Context);
}

/**
 * What a card is charged: SAR always (the provider prices and charges in SAR), with the visitor's currency beside it
 * as an indication when they chose another one (`indication` null otherwise).
 */
export function useCharged(): (amountSarMinor: number) => { charged: string; indication: string | null } {
  const locale = useLocale();
  const format = useMemo(() => numberFormatter(locale), [locale]);
  const { currency, rates } = useCurrency();
  return useCallback(
    (amountSarMinor) => {
      const charged = formatMoney(format, amountSarMinor, "SAR", { alwaysShowFraction: true });
      const converted = convertFromSar(amountSarMinor, currency, rates);
      return {
        charged,
        indication: converted.currency === "SAR" ? null : formatMoney(format, converted.amount, converted.currency, { alwaysShowFraction: true }),
      };
    },
    [format, currency, rates],
  );
}

/** Formats SAR minor units (as the provider stores all prices) in the visitor's currency and the page's locale. */
export function useMoney(): (amountSarMinor: number, options?: { alwaysShowFraction?: boolean }) => string {
  const locale = useLocale();
  // Intl directly, not next-intl's formatter: the layout (and so every page) would otherwise load use-intl for it.
  const format = useMemo(() => numberFormatter(locale), [locale]);
  const { currency, rates } = useCurrency();
  return useCallback(
    (amountSarMinor, options) => {
      const converted = convertFromSar(amountSarMinor, currency, rates);
      return formatMoney(format, converted.amount, converted.currency, options);
    },
    [format, currency, rates],
  );
}
