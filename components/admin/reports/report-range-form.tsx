// The reports' range: one GET form (from, to), so every report is a URL an admin can share; works before (and
// without) the script. A refused range keeps what was typed, with the reason beside its field.
import { getTranslations } from "next-intl/server";
import { BarChart3 } from "lucide-react";
import type { ReportRangeState } from "@/lib/admin/reports";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { buttonClasses } from "@/components/ui/button-classes";
import { DateInput } from "@/components/ui/date-picker/date-input";
import { Field } from "@/components/ui/field";
import { validationMessages } from "@/components/ui/validation-messages";

export async function ReportRangeForm({ locale, state }: { locale: Locale; state: ReportRangeState }) {
  const [t, validation] = await Promise.all([getTranslations("AdminReports"), validationMessages({ admin: true })]);
  const values = state.ok ? state.range : state.typed;
  const errors: Partial<Record<"from" | "to", string>> = state.errors;
  const message = (key: string | undefined) => (key === undefined ? undefined : validation(key));
  return (
    <form
      aria-label={t("rangeLabel")}
      action={getPathname({ href: "/admin/dashboard/reports", locale })}
      method="get"
      className="mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <Field id="reports-from" label={t("from")} error={message(errors.from)}>
        {(control) => <DateInput {...control} name="from" defaultValue={values.from} />}
      </Field>
      <Field id="reports-to" label={t("to")} error={message(errors.to)}>
        {(control) => <DateInput {...control} name="to" defaultValue={values.to} />}
      </Field>
      <button type="submit" className={buttonClasses("secondary", "md", "h-11 sm:mt-6")}>
        <BarChart3 aria-hidden className="size-4" />
        {t("show")}
      </button>
    </form>
  );
}
