"use client";

// The fares of the month a flight date picker shows: asked when the grid opens and at each month it turns to (the
// panel, and so this, loads only when a date field first opens), through the tab's QueryClient so a month seen again
// within a minute is not asked for again. Nothing is asked without both airports.
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useCurrency, useMoney } from "@/components/currency/currency-provider";
import { isoDay } from "@/components/ui/date-picker/calendar-days";
import type { DayNotes } from "@/components/ui/date-picker/calendar-notes";
import { pickerFaresQuery, type PickerFaresQuery } from "@/lib/api/price-calendar";
import { convertFromSar } from "@/lib/currency/shared";
import type { Locale } from "@/lib/i18n/routing";
import { getQueryClient } from "@/lib/query/client";
import type { PriceCalendarDay } from "@/provider/contracts/flights";
import { fareNotes, fareWindowDate, shortAmount, type FaresRoute } from "./picker-fares";

const NO_NOTES: DayNotes = new Map();

export type PickerFares = {
  status: "none" | "loading" | "ready" | "failed";
  notes: DayNotes | undefined;
  onMonthShown: (month: Date) => void;
};

export function usePickerFares(route: FaresRoute | null, min: string, max: string): PickerFares {
  const locale = useLocale() as Locale;
  const t = useTranslations("Search.fares");
  const money = useMoney();
  const { currency, rates } = useCurrency();
  const [month, setMonth] = useState<string | null>(null);
  const onMonthShown = useCallback((shown: Date) => setMonth(isoDay(shown).slice(0, 7)), []);
  const query: PickerFaresQuery | null = route && month && min && max ? { ...route, date: fareWindowDate(month, min, max) } : null;
  const key = query ? JSON.stringify(query) : null;
  const [answer, setAnswer] = useState<{ key: string; days: PriceCalendarDay[] | null } | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    getQueryClient()
      .fetchQuery(pickerFaresQuery(JSON.parse(key) as PickerFaresQuery, locale))
      .then(
        (days) => current && setAnswer({ key, days }),
        () => current && setAnswer({ key, days: null }),
      );
    return () => {
      current = false;
    };
  }, [key, locale]);

  const days = answer && answer.key === key ? answer.days : undefined;
  const notes = useMemo(() => {
    if (!days) return undefined;
    const words = {
      short: (amount: number) => shortAmount(locale, convertFromSar(amount, currency, rates).amount),
      fare: (amount: number) => t("dayFare", { price: money(amount) }),
      cheapest: t("dayCheapest"),
      none: t("dayNone"),
    };
    return fareNotes(days, words, locale === "ar" ? "، " : ", ");
  }, [days, locale, currency, rates, money, t]);

  const status = !key ? "none" : days === undefined ? "loading" : days === null ? "failed" : "ready";
  // While a route's fares load (or when they could not be), no notes but the grid's room for them: its days do not
  // grow under the pointer when they arrive.
  return { status, notes: key ? (notes ?? NO_NOTES) : undefined, onMonthShown };
}
