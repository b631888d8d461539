// The customers list's search (name, email or phone) and state filter.
import { getTranslations } from "next-intl/server";
import { CUSTOMER_STATES } from "@/provider/contracts/admin-customers";
import type { CustomerListState } from "@/lib/admin/customers";
import type { Locale } from "@/lib/i18n/routing";
import { validationMessages } from "@/components/ui/validation-messages";
import { AdminFilterForm, ChoiceField } from "../admin-table/admin-filter-form";

export async function CustomerFilters({ locale, state }: { locale: Locale; state: CustomerListState }) {
  const [t, tc, validation] = await Promise.all([getTranslations("AdminCustomers"), getTranslations("AdminCatalogue"), validationMessages({ admin: true })]);
  const { query, errors } = state;
  const message = (key: string | undefined) => (key === undefined ? undefined : validation(key));
  return (
    <AdminFilterForm
      path="/admin/dashboard/customers"
      locale={locale}
      id="customers"
      query={query}
      search={{ label: tc("searchLabel", { records: t("records") }), placeholder: t("searchPlaceholder"), error: message(errors.q) }}
      narrowed={Boolean(query.q || query.state)}
      className="sm:grid-cols-[2fr_1fr_auto] sm:items-start"
      cells={{ buttons: "sm:mt-6" }}
    >
      <ChoiceField
        id="customers"
        name="state"
        label={t("state")}
        any={t("anyState")}
        value={query.state}
        error={message(errors.state)}
        options={CUSTOMER_STATES.map((option) => [option, t(`states.${option}`)])}
      />
    </AdminFilterForm>
  );
}
