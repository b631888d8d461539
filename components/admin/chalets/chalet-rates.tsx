"use client";

import { useLocale, useTranslations } from "next-intl";
import type { AdminDateRule } from "@/provider/contracts/date-rules";
import { addChaletRate, deleteChaletRate } from "@/lib/api/admin-chalets";
import type { Locale } from "@/lib/i18n/routing";
import { DateRules } from "../date-rules";

type Props = { id: number; name: string; rules: readonly AdminDateRule[] };

/** A chalet's closed dates and priced ranges on its edit page, as a hotel room type's are (components/admin/date-rules.tsx). */
export function ChaletRates({ id, name, rules }: Props) {
  const t = useTranslations("AdminChalets");
  const locale = useLocale() as Locale;
  return (
    <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-8 [&>section]:border-t-0 [&>section]:pt-0">
      <DateRules
        rules={rules}
        label={t("ratesOf", { name })}
        intro={t("ratesIntro")}
        idPrefix={`chalet-rate-${id}`}
        add={(values) => addChaletRate(id, values, locale)}
        remove={(rateId) => deleteChaletRate(rateId, locale)}
        listHref="/admin/dashboard/chalets"
      />
    </div>
  );
}
