"use client";

import { createContext, useCallback, useContext } from "react";
import { useFormatter } from "next-intl";
import { formatMoney, type Currency } from "@/lib/format/money";
import { convertFromSar, type CurrencyRates } from "@/lib/currency/shared";

type CurrencyContext = { currency: Currency; rates: CurrencyRates };

const Context = createContext<CurrencyContext>({ currency: "SAR", rates: { SAR: 1, EGP: 0, USD: 0 } });

/** Mounted by the locale layout with the visitor's currency and the provider's rates. */
export function CurrencyProvider({ currency, rates, children }: CurrencyContext & { children: React.ReactNode }) {
  return <Context.Provider value={{ currency, rates }}>{children}</Context.Provider>;
}

export function useCurrency(): CurrencyContext {
  return useContext(Context);
}

/** Formats SAR minor units (as the provider stores all prices) in the visitor's currency and the page's locale. */
export function useMoney(): (amountSarMinor: number, options?: { alwaysShowFraction?: boolean }) => string {
  const format = useFormatter();
  const { currency, rates } = useCurrency();
  return useCallback(
    (amountSarMinor, options) => {
      const converted = convertFromSar(amountSarMinor, currency, rates);
      return formatMoney(format, converted.amount, converted.currency, options);
    },
    [format, currency, rates],
  );
}
