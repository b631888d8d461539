import { getTranslations } from "next-intl/server";
import { Search } from "lucide-react";
import type { FilteredListState } from "@/lib/admin/catalogue";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { buttonClasses } from "@/components/ui/button-classes";
import { inputClasses } from "@/components/ui/input";
import { listHref } from "../list-href";

type Props = { path: PagePath; locale: Locale; state: FilteredListState; records: string; searchPlaceholder?: string };

/** The list's search box: a GET form that keeps the sort, and a link that clears the search. */
export async function AdminSearchForm({ path, locale, state, records, searchPlaceholder }: Props) {
  const t = await getTranslations("AdminCatalogue");
  const action = getPathname({ href: path, locale });
  return (
    <form role="search" action={action} method="get" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="sort" value={state.sort} />
      {state.dir === "desc" ? <input type="hidden" name="dir" value="desc" /> : null}
      <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-medium text-slate-800 sm:max-w-sm">
        {t("searchLabel", { records })}
        <input
          name="q"
          type="search"
          defaultValue={state.q ?? ""}
          maxLength={100}
          placeholder={searchPlaceholder ?? t("searchPlaceholder")}
          className={inputClasses}
        />
      </label>
      <button type="submit" className={buttonClasses("secondary", "md", "h-11")}>
        <Search aria-hidden className="size-4" />
        {t("search")}
      </button>
      {state.q ? (
        <Link href={listHref(path, state, { q: undefined, page: 1 })} className={buttonClasses("ghost", "md", "h-11")}>
          {t("clearSearch")}
        </Link>
      ) : null}
    </form>
  );
}
