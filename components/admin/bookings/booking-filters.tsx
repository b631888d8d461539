// The bookings list's search and filters: one GET form (reference, name or email; kind; status; booking days) that
// keeps the sort, so every state of the list is a URL an admin can share. Works before (and without) the script.
import { getTranslations } from "next-intl/server";
import { Search } from "lucide-react";
import { BOOKING_KINDS, RESERVATION_STATUSES } from "@/provider/contracts/booking-core";
import type { BookingListState } from "@/lib/admin/bookings";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { buttonClasses } from "@/components/ui/button-classes";
import { DateInput } from "@/components/ui/date-picker/date-input";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { validationMessages } from "@/components/ui/validation-messages";

export async function BookingFilters({ locale, state }: { locale: Locale; state: BookingListState }) {
  const [t, tc, tr, ta, validation] = await Promise.all([
    getTranslations("AdminBookings"),
    getTranslations("AdminCatalogue"),
    getTranslations("Reservations"),
    getTranslations("Admin"),
    validationMessages({ admin: true }),
  ]);
  const { query, errors } = state;
  const message = (key: string | undefined) => (key === undefined ? undefined : validation(key));
  const narrowed = Boolean(query.q || query.kind || query.status || query.from || query.to);
  return (
    <form
      role="search"
      aria-label={tc("searchLabel", { records: t("records") })}
      action={getPathname({ href: "/admin/dashboard/bookings", locale })}
      method="get"
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start"
    >
      <input type="hidden" name="sort" value={query.sort} />
      {query.dir === "desc" ? <input type="hidden" name="dir" value="desc" /> : null}
      <Field id="bookings-q" label={tc("searchLabel", { records: t("records") })} error={message(errors.q)} className="sm:col-span-2 lg:col-span-1">
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
      <ChoiceField
        name="kind"
        label={t("kind")}
        any={t("anyKind")}
        value={query.kind}
        error={message(errors.kind)}
        options={BOOKING_KINDS.map((kind) => [kind, ta(`kinds.${kind}`)])}
      />
      <ChoiceField
        name="status"
        label={t("status")}
        any={t("anyStatus")}
        value={query.status}
        error={message(errors.status)}
        options={RESERVATION_STATUSES.map((status) => [status, tr(`status.${status}`)])}
      />
      <Field id="bookings-from" label={t("from")} error={message(errors.from)}>
        {(control) => <DateInput {...control} name="from" defaultValue={query.from ?? ""} />}
      </Field>
      <Field id="bookings-to" label={t("to")} error={message(errors.to)}>
        {(control) => <DateInput {...control} name="to" defaultValue={query.to ?? ""} />}
      </Field>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-1 lg:mt-6">
        <button type="submit" className={buttonClasses("secondary", "md", "h-11")}>
          <Search aria-hidden className="size-4" />
          {t("apply")}
        </button>
        {narrowed ? (
          <Link
            href={{ pathname: "/admin/dashboard/bookings", query: { sort: query.sort, ...(query.dir === "desc" ? { dir: "desc" } : {}) } }}
            className={buttonClasses("ghost", "md", "h-11")}
          >
            {t("clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

type ChoiceProps = { name: string; label: string; any: string; value: string | undefined; error?: string; options: [value: string, label: string][] };

/** A select of the filters, "any" first. */
function ChoiceField({ name, label, any, value, error, options }: ChoiceProps) {
  return (
    <Field id={`bookings-${name}`} label={label} error={error}>
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
