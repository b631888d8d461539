// The customers list's search (name, email or phone) and state filter: one GET form that keeps the sort, so every state
// of the list is a URL an admin can share. Works before (and without) the script.
import { getTranslations } from "next-intl/server";
import { Search } from "lucide-react";
import { CUSTOMER_STATES } from "@/provider/contracts/admin-customers";
import type { CustomerListState } from "@/lib/admin/customers";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { buttonClasses } from "@/components/ui/button-classes";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { validationMessages } from "@/components/ui/validation-messages";

export async function CustomerFilters({ locale, state }: { locale: Locale; state: CustomerListState }) {
  const [t, tb, tc, validation] = await Promise.all([
    getTranslations("AdminCustomers"),
    getTranslations("AdminBookings"),
    getTranslations("AdminCatalogue"),
    validationMessages({ admin: true }),
  ]);
  const { query, errors } = state;
  const message = (key: string | undefined) => (key === undefined ? undefined : validation(key));
  const label = tc("searchLabel", { records: t("records") });
  return (
    <form
      role="search"
      aria-label={label}
      action={getPathname({ href: "/admin/dashboard/customers", locale })}
      method="get"
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
    >
      <input type="hidden" name="sort" value={query.sort} />
      {query.dir === "desc" ? <input type="hidden" name="dir" value="desc" /> : null}
      <Field id="customers-q" label={label} error={message(errors.q)}>
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            defaultValue={query.q ?? ""}
            maxLength={100}
            placeholder={t("searchPlaceholder")}
            className={inputClasses}
          />
        )}
      </Field>
      <Field id="customers-state" label={t("state")} error={message(errors.state)}>
        {(control) => (
          <select {...control} name="state" defaultValue={query.state ?? ""} className={inputClasses}>
            <option value="">{t("anyState")}</option>
            {CUSTOMER_STATES.map((option) => (
              <option key={option} value={option}>
                {t(`states.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex flex-wrap items-end gap-2 sm:mt-6">
        <button type="submit" className={buttonClasses("secondary", "md", "h-11")}>
          <Search aria-hidden className="size-4" />
          {tb("apply")}
        </button>
        {query.q || query.state ? (
          <Link
            href={{ pathname: "/admin/dashboard/customers", query: { sort: query.sort, ...(query.dir === "desc" ? { dir: "desc" } : {}) } }}
            className={buttonClasses("ghost", "md", "h-11")}
          >
            {tb("clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
