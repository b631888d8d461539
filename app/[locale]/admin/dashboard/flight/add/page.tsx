import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { FlightForm } from "@/components/admin/flights/flight-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { newFlightValues } from "@/lib/admin/flight-defaults";
import { adminPageContext } from "@/lib/admin/page-context";
import { getFlightFormOptions } from "@/lib/provider/admin-flights";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminFlights"))("add"));

const NO_USAGE = { classes: [], tickets: [], bags: [], activeReservations: 0 };

async function AddFlightBody({ params }: PageProps<"/[locale]/admin/dashboard/flight/add">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/flight/add");
  const [t, tc, options] = await Promise.all([getTranslations("AdminFlights"), getTranslations("AdminCatalogue"), getFlightFormOptions(token, locale)]);
  // A week ahead: the day a new flight most often starts selling.
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return (
    <main>
      <AdminPageHeader title={t("add")} back={{ href: "/admin/dashboard/flights", label: tc("backToList") }} />
      <ClientMessages locale={locale} namespaces={["AdminFlights", "AdminCatalogue", "DatePicker", "Terms", "Validation", "AdminValidation", "Errors"]}>
        <FlightForm id={null} initial={newFlightValues(date)} options={options} usage={NO_USAGE} />
      </ClientMessages>
    </main>
  );
}

export default adminPage(AddFlightBody);
