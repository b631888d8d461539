import { Ban, Clock, Moon, ShieldCheck, Users } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { HouseRules as Rules } from "@/provider/contracts/stays";
import { Money } from "@/components/currency/money";

/** A chalet's house rules as the provider keeps them: who may stay, parties, quiet hours, the windows, the deposit. */
export async function HouseRules({ rules }: { rules: Rules }) {
  const t = await getTranslations("StayDetails");
  return (
    <section aria-labelledby="stay-rules" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="stay-rules" className="text-xl font-bold text-slate-900">
        {t("houseRules")}
      </h2>
      <ul className="mt-3 flex flex-col gap-3 text-slate-700">
        {rules.familiesOnly ? (
          <li className="flex items-center gap-2">
            <Users aria-hidden className="size-4 shrink-0 text-brand-700" />
            {t("familiesOnly")}
          </li>
        ) : null}
        {rules.noParties ? (
          <li className="flex items-center gap-2">
            <Ban aria-hidden className="size-4 shrink-0 text-brand-700" />
            {t("noParties")}
          </li>
        ) : null}
        {rules.quietHours ? (
          <li className="flex items-center gap-2">
            <Moon aria-hidden className="size-4 shrink-0 text-brand-700" />
            {t("quietHours", { from: rules.quietHours.from, to: rules.quietHours.to })}
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 shrink-0 text-brand-700" />
          {t("checkInWindow", { from: rules.checkIn.from, until: rules.checkIn.until })}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 shrink-0 text-brand-700" />
          {t("checkOutWindow", { from: rules.checkOut.from, until: rules.checkOut.until })}
        </li>
        {rules.securityDeposit > 0 ? (
          <li className="flex items-start gap-2">
            <ShieldCheck aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
            <span>
              <span className="font-semibold text-slate-900">
                {t("deposit")}: <Money value={rules.securityDeposit} />
              </span>
              <span className="block text-sm text-slate-600">{t("depositNote")}</span>
            </span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
