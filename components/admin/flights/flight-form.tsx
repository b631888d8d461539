"use client";

// Add or edit a flight: every field of SPEC §3, validated in the browser with the provider's own schema (given the
// airports' time zones, so "arrival after departure" is judged as the provider judges it); the provider's refusals
// land beside their fields. Sections are separate components; this one owns the form and its submit.
import { useMemo } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { flightRequestWith, type AdminFlight, type FlightFormValues } from "@/provider/contracts/admin-flights";
import { flightFormValues } from "@/lib/admin/flight-defaults";
import type { FlightFormOptions } from "@/lib/admin/flights";
import { saveAdminFlight } from "@/lib/api/admin-flights";
import type { Locale } from "@/lib/i18n/routing";
import { pagePath } from "@/lib/i18n/typed-routes";
import { Alert } from "@/components/ui/alert";
import { PostForm } from "@/components/ui/post-form";
import { FormActions } from "../form-actions";
import { useAdminSave } from "../use-admin-save";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { FlightClassesSection } from "./flight-classes-section";
import { FlightBagsSection, FlightMealsSection } from "./flight-extras-section";
import { FlightPricesSection } from "./flight-prices-section";
import { FlightGatesSection, FlightScheduleSection } from "./flight-schedule-section";
import { FlightStopsSection } from "./flight-stops-section";
import { FlightTicketsSection } from "./flight-tickets-section";
import { FlightTextsSection } from "./flight-texts-section";

export type FlightUsage = { classes: string[]; tickets: number[]; bags: number[]; activeReservations: number };

type Props = { id: string | null; initial: FlightFormValues; options: FlightFormOptions; usage: FlightUsage };

const LIST = "/admin/dashboard/flights" as const;

export function FlightForm({ id, initial, options, usage }: Props) {
  const t = useTranslations("AdminFlights");
  const tc = useTranslations("AdminCatalogue");
  const locale = useLocale() as Locale;
  const schema = useMemo(() => {
    const zones = new Map(options.airports.map((a) => [a.id, a.timezone]));
    return flightRequestWith((airportId) => zones.get(airportId));
  }, [options.airports]);
  const form = useForm<FlightFormValues>({ resolver: zodResolver(schema as never), defaultValues: initial, mode: "onTouched" });
  const { onSubmit, formError, submitting } = useAdminSave<FlightFormValues, AdminFlight>({
    form,
    save: (values) => saveAdminFlight(id, values, locale),
    creating: id === null,
    listHref: LIST,
    valuesOf: flightFormValues,
  });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitSuccessful, tc("unsaved"));

  return (
    <FormProvider {...form}>
      <PostForm onSubmit={onSubmit} className="mt-6 flex flex-col gap-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-8">
        {usage.activeReservations > 0 ? <Alert variant="info">{t("activeReservations", { count: usage.activeReservations })}</Alert> : null}
        <FlightScheduleSection options={options} />
        <FlightGatesSection />
        <FlightClassesSection planes={options.planes} inUse={usage.classes} />
        <FlightPricesSection />
        <FlightTicketsSection inUse={usage.tickets} />
        <FlightStopsSection airports={options.airports} />
        <FlightBagsSection inUse={usage.bags} />
        <FlightMealsSection meals={options.meals} />
        <FlightTextsSection />
        <FormActions listPath={id === null ? LIST : pagePath("/admin/dashboard/flight/edit/[id]", { id })} submitting={submitting} error={formError} />
      </PostForm>
    </FormProvider>
  );
}
