"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { Checkbox } from "@/components/ui/checkbox";

const termsLink = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** "I accept the terms and the privacy policy", both linked (opening in a new tab), with its error once refused. */
export function AcceptTermsField({ field, invalid, error }: { field: UseFormRegisterReturn<"acceptTerms">; invalid: boolean; error: string | undefined }) {
  const t = useTranslations("Auth");
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <Checkbox
          id="register-terms"
          className="mt-1"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? "register-terms-error" : undefined}
          {...field}
        />
        <label htmlFor="register-terms" className="text-sm leading-relaxed text-slate-700">
          {t.rich("acceptTerms", {
            terms: (chunks) => (
              <Link href="/terms-and-conditions" target="_blank" className={termsLink}>
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link href="/privacy-policy" target="_blank" className={termsLink}>
                {chunks}
              </Link>
            ),
          })}
        </label>
      </div>
      {invalid ? (
        <p id="register-terms-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
