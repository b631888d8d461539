// A list's search and filters as one GET form that keeps the sort, so every state of the list is a URL an admin can
// share; works before (and without) the script. The bookings and customers lists give it their own fields.
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Search } from "lucide-react";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { buttonClasses } from "@/components/ui/button-classes";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";

type Props = {
  path: PagePath;
  locale: Locale;
  /** Prefix of the fields' ids. */
  id: string;
  query: { q?: string; sort: string; dir?: string };
  /** The search box's label, placeholder and translated error. */
  search: { label: string; placeholder: string; error?: string };
  /** Whether any search or filter narrows the list (then "Clear" shows). */
  narrowed: boolean;
  className: string;
  /** The classes of the search field and of the buttons' cell in the form's grid. */
  cells?: { search?: string; buttons?: string };
  children: ReactNode;
};

export async function AdminFilterForm({ path, locale, id, query, search, narrowed, className, cells = {}, children }: Props) {
  const t = await getTranslations("AdminBookings");
  const keep = { sort: query.sort, ...(query.dir === "desc" ? { dir: "desc" } : {}) };
  return (
    <form
      role="search"
      aria-label={search.label}
      action={getPathname({ href: path, locale })}
      method="get"
      className={`grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 ${className}`}
    >
      <input type="hidden" name="sort" value={query.sort} />
      {query.dir === "desc" ? <input type="hidden" name="dir" value="desc" /> : null}
      <Field id={`${id}-q`} label={search.label} error={search.error} className={cells.search}>
        {(control) => (
          <input {...control} name="q" type="search" defaultValue={query.q ?? ""} maxLength={100} placeholder={search.placeholder} className={inputClasses} />
        )}
      </Field>
      {children}
      <div className={`flex flex-wrap items-end gap-2 ${cells.buttons ?? ""}`}>
        <button type="submit" className={buttonClasses("secondary", "md", "h-11")}>
          <Search aria-hidden className="size-4" />
          {t("apply")}
        </button>
        {narrowed ? (
          <Link href={{ pathname: path, query: keep }} className={buttonClasses("ghost", "md", "h-11")}>
            {t("clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

type ChoiceProps = {
  id: string;
  name: string;
  label: string;
  any: string;
  value: string | undefined;
  error?: string;
  options: [value: string, label: string][];
};

/** A select of a filter form, "any" first. */
export function ChoiceField({ id, name, label, any, value, error, options }: ChoiceProps) {
  return (
    <Field id={`${id}-${name}`} label={label} error={error}>
      {(control) => (
        <select {...control} name={name} defaultValue={value ?? ""} className={inputClasses}>
          <option value="">{any}</option>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
