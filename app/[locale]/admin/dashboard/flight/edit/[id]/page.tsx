import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { CancelFlightButton } from "@/components/admin/flights/cancel-flight-button";
import { FlightForm } from "@/components/admin/flights/flight-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Alert } from "@/components/ui/alert";
import { flightFormValues } from "@/lib/admin/flight-defaults";
import { adminPageContext } from "@/lib/admin/page-context";
import { getAdminFlight, getFlightFormOptions } from "@/lib/provider/admin-flights";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminFlights"))("title"));

async function EditFlightBody({ params }: PageProps<"/[locale]/admin/dashboard/flight/edit/[id]">) {
  const id = (await params).id;
  const { locale, token } = await adminPageContext(params, `/admin/dashboard/flight/edit/${encodeURIComponent(id)}`);
  const [flight, options, t, tc] = await Promise.all([
    getAdminFlight(token, locale, id),
    getFlightFormOptions(token, locale),
    getTranslations("AdminFlights"),
    getTranslations("AdminCatalogue"),
  ]);
  if (!flight) notFound();
  const usage = {
    classes: flight.classes.filter((c) => c.inUse).map((c) => c.class),
    tickets: flight.tickets.filter((x) => x.inUse).map((x) => x.id),
    bags: flight.bags.filter((b) => b.inUse).map((b) => b.id),
    activeReservations: flight.activeReservations,
  };
  return (
    <main>
      <AdminPageHeader title={t("edit", { number: flight.flightNumber })} back={{ href: "/admin/dashboard/flights", label: tc("backToList") }} />
      <ClientMessages locale={locale} namespaces={["AdminFlights", "AdminCatalogue", "DatePicker", "Terms", "Validation", "AdminValidation", "Errors"]}>
        <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
          {flight.status === "cancelled" ? (
            <Alert variant="error" className="flex-1">
              {t("cancelled")}
            </Alert>
          ) : null}
          {flight.status === "cancelled" && flight.activeReservations === 0 ? null : <CancelFlightButton id={flight.id} number={flight.flightNumber} />}
        </div>
        {/* Keyed by the saved state: a refresh after a save or a cancellation starts the form from what the provider holds. */}
        <FlightForm key={`${flight.status}-${flight.activeReservations}`} id={flight.id} initial={flightFormValues(flight)} options={options} usage={usage} />
      </ClientMessages>
    </main>
  );
}

export default adminPage(EditFlightBody);
