"use client";

import { Check, Circle } from "lucide-react";
import { useTranslations } from "next-intl";
import { passwordSchema } from "@/provider/contracts/accounts";

type Rule = "ruleLength" | "ruleUpper" | "ruleLower" | "ruleDigit" | "ruleSpecial" | "ruleMatch";

/** Each rule's message key in the contract's password schema. */
const RULES: ReadonlyArray<[Rule, string]> = [
  ["ruleLength", "passwordMin"],
  ["ruleUpper", "passwordUpper"],
  ["ruleLower", "passwordLower"],
  ["ruleDigit", "passwordDigit"],
  ["ruleSpecial", "passwordSpecial"],
];

/** Ticks each SPEC §5 password rule live, judged by the same schema the server uses. */
export function PasswordChecklist({ password, confirmation, id }: { password: string; confirmation: string; id?: string }) {
  const t = useTranslations("Auth");
  const result = passwordSchema.safeParse(password);
  const failed = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  const rows: Array<[Rule, boolean]> = [
    ...RULES.map(([rule, key]): [Rule, boolean] => [rule, password.length > 0 && !failed.has(key)]),
    ["ruleMatch", confirmation.length > 0 && confirmation === password],
  ];
  return (
    <div id={id} className="rounded-lg bg-slate-50 p-3">
      <p className="mb-2 text-xs font-medium text-slate-700">{t("passwordRulesTitle")}</p>
      <ul className="grid gap-1.5 text-xs sm:grid-cols-2">
        {rows.map(([rule, met]) => (
          <li key={rule} className={`flex items-center gap-2 ${met ? "text-emerald-700" : "text-muted"}`}>
            {met ? <Check aria-hidden className="size-3.5 shrink-0" strokeWidth={3} /> : <Circle aria-hidden className="size-3.5 shrink-0" />}
            <span>
              {t(rule)}
              <span className="sr-only"> ({met ? t("ruleMet") : t("ruleUnmet")})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
