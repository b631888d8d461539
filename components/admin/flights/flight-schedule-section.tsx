"use client";

// Flight number, status, airline, plane, and where and when it leaves and lands (local times of each airport).
import { useFormContext, useWatch } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { FLIGHT_STATUSES } from "@/provider/contracts/flight-rules";
import type { FlightFormValues } from "@/provider/contracts/admin-flights";
import type { FlightFormOptions } from "@/lib/admin/flights";
import { Field } from "@/components/ui/field";
import { DateField, fieldId, FormSection, RecordSelect, TextField, useFieldError } from "./form-parts";

export function FlightScheduleSection({ options }: { options: FlightFormOptions }) {
  const t = useTranslations("AdminFlights");
  const ar = useLocale() === "ar";
  const { register, control } = useFormContext<FlightFormValues>();
  const errorOf = useFieldError();
  const [from, to] = useWatch({ control, name: ["departureAirportId", "arrivalAirportId"] });
  const airports = options.airports.map((a) => ({ id: a.id, label: `${a.code} · ${ar ? a.nameAr : a.nameEn}` }));
  const localHint = (id: number) => {
    const airport = options.airports.find((a) => a.id === id);
    return airport ? t("fields.localTimeHint", { airport: `${airport.code} (${airport.timezone})` }) : t("fields.localTimeUnknown");
  };
  const seatsOf = (p: FlightFormOptions["planes"][number]) => t("planeSeats", { model: p.model, ...p.seats });

  return (
    <FormSection title={t("sections.schedule")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField path="flightNumber" label={t("fields.flightNumber")} hint={t("fields.flightNumberHint")} dir="ltr" maxLength={8} upper />
        <Field id={fieldId("status")} label={t("fields.status")} error={errorOf("status")}>
          {(ctl) => (
            <select {...ctl} {...register("status")} className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm">
              {FLIGHT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <RecordSelect
          path="companyId"
          label={t("fields.companyId")}
          choose={t("choose")}
          options={options.companies.map((c) => ({ id: c.id, label: `${c.code} · ${ar ? c.nameAr : c.nameEn}` }))}
        />
        <RecordSelect path="planeId" label={t("fields.planeId")} choose={t("choose")} options={options.planes.map((p) => ({ id: p.id, label: seatsOf(p) }))} />
        <RecordSelect path="departureAirportId" label={t("fields.departureAirportId")} choose={t("choose")} options={airports} />
        <RecordSelect path="arrivalAirportId" label={t("fields.arrivalAirportId")} choose={t("choose")} options={airports} />
        <div className="grid grid-cols-2 gap-3">
          <DateField path="date" label={t("fields.date")} />
          <TextField path="departureTime" type="clock" label={t("fields.departureTime")} hint={localHint(from)} dir="ltr" />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <DateField path="arrivalDate" label={t("fields.arrivalDate")} />
          <TextField path="arrivalTime" type="clock" label={t("fields.arrivalTime")} hint={localHint(to)} dir="ltr" />
        </div>
      </div>
    </FormSection>
  );
}

export function FlightGatesSection() {
  const t = useTranslations("AdminFlights");
  return (
    <FormSection title={t("sections.airports")}>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField path="departureTerminalAr" label={t("fields.departureTerminalAr")} dir="rtl" maxLength={40} />
        <TextField path="departureTerminalEn" label={t("fields.departureTerminalEn")} dir="ltr" maxLength={40} />
        <TextField path="departureGate" label={t("fields.departureGate")} dir="ltr" maxLength={10} upper />
        <TextField path="arrivalTerminalAr" label={t("fields.arrivalTerminalAr")} dir="rtl" maxLength={40} />
        <TextField path="arrivalTerminalEn" label={t("fields.arrivalTerminalEn")} dir="ltr" maxLength={40} />
        <TextField path="arrivalGate" label={t("fields.arrivalGate")} dir="ltr" maxLength={10} upper />
      </div>
    </FormSection>
  );
}
