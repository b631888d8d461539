// The bookings list's search and filters: reference, name or email; kind; status; booking days.
import { getTranslations } from "next-intl/server";
import { BOOKING_KINDS, RESERVATION_STATUSES } from "@/provider/contracts/booking-core";
import type { BookingListState } from "@/lib/admin/bookings";
import type { Locale } from "@/lib/i18n/routing";
import { DateInput } from "@/components/ui/date-picker/date-input";
import { Field } from "@/components/ui/field";
import { validationMessages } from "@/components/ui/validation-messages";
import { AdminFilterForm, ChoiceField } from "../admin-table/admin-filter-form";

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
  return (
    <AdminFilterForm
      path="/admin/dashboard/bookings"
      locale={locale}
      id="bookings"
      query={query}
      search={{ label: tc("searchLabel", { records: t("records") }), placeholder: t("searchPlaceholder"), error: message(errors.q) }}
      narrowed={Boolean(query.q || query.kind || query.status || query.from || query.to)}
      className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start"
      cells={{ search: "sm:col-span-2 lg:col-span-1", buttons: "sm:col-span-2 lg:col-span-1 lg:mt-6" }}
    >
      <ChoiceField
        id="bookings"
        name="kind"
        label={t("kind")}
        any={t("anyKind")}
        value={query.kind}
        error={message(errors.kind)}
        options={BOOKING_KINDS.map((kind) => [kind, ta(`kinds.${kind}`)])}
      />
      <ChoiceField
        id="bookings"
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
    </AdminFilterForm>
  );
}
