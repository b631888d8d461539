"use client";

import { useSyncExternalStore } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { isStayOffer, namesEveryTraveler, OFFER_TIMEZONE } from "@/provider/contracts/offer-rules";
import { nightChoices, travelDateBounds, travelerNameField, type OfferFormField, type OfferTripRule } from "@/lib/offers/book-offer";
import { addDays } from "@/provider/contracts/flight-rules";
import { DatePicker } from "@/components/ui/date-picker/date-picker";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { TRIP_FIELD_IDS, travelerNameId } from "./book-offer-trip-ids";

type Props = {
  offer: OfferTripRule;
  count: number;
  values: Partial<Record<OfferFormField, string>>;
  /** Field → translated message. */
  errors: Partial<Record<OfferFormField, string | undefined>>;
  onChange: (name: OfferFormField, value: string) => void;
};

const noSubscription = () => () => undefined;

/** Today in Riyadh, the calendar offers are sold by (en-CA writes YYYY-MM-DD). */
const riyadhToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: OFFER_TIMEZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

/**
 * The trip a booking of the offer is for (issue 22): the day it starts inside the offer's days (a stay's check-in,
 * with its nights and check-out said beside it), the nights where the offer leaves them to the traveller, and each
 * traveller's passport name where the offer holds a flight. Shown with the lead fields, to a signed-in visitor.
 */
export function BookOfferTripFields({ offer, count, values, errors, onChange }: Props) {
  const t = useTranslations("OfferBooking");
  const format = useFormatter();
  const day = (value: string) =>
    format.dateTime(new Date(`${value}T12:00:00Z`), { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const stay = isStayOffer(offer.type);
  // Today in the browser, read after hydration: the offer's page is cached, so the server never reads the clock for it
  // (before the script runs the field starts at the offer's first day; the provider decides anyway).
  const today = useSyncExternalStore(noSubscription, riyadhToday, () => offer.startDate);
  const bounds = travelDateBounds(offer, today);
  const travelDate = values.travelDate ?? "";
  const nights = stay ? (offer.nights ?? (Number(values.nights) || null)) : null;
  const hint =
    travelDate && nights
      ? t("checkOutHint", { nights, date: day(addDays(travelDate, nights)) })
      : bounds
        ? t("tripDaysHint", { from: day(bounds.min), to: day(bounds.max) })
        : t("noDaysLeft");

  return (
    <>
      <div className={stay && offer.nights === null ? "grid gap-3 sm:grid-cols-[1fr_8rem]" : "flex flex-col"}>
        <Field id={TRIP_FIELD_IDS.travelDate} label={stay ? t("checkIn") : t("travelDate")} hint={hint} error={errors.travelDate}>
          {(control) => (
            <DatePicker {...control} name="travelDate" min={bounds?.min} max={bounds?.max} value={travelDate} onChange={(day) => onChange("travelDate", day)} />
          )}
        </Field>
        {stay && offer.nights === null ? (
          <Field id={TRIP_FIELD_IDS.nights} label={t("nights")} error={errors.nights}>
            {(control) => (
              <select
                {...control}
                name="nights"
                value={values.nights ?? ""}
                onChange={(event) => onChange("nights", event.target.value)}
                className={inputClasses}
              >
                <option value="">–</option>
                {nightChoices(offer, travelDate).map((n) => (
                  <option key={n} value={n}>
                    {t("nightCount", { count: n })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </div>
      {namesEveryTraveler(offer.type) ? <TravelerNames count={count} values={values} errors={errors} onChange={onChange} /> : null}
    </>
  );
}

/** One passport name per traveller, lead first, typed left to right in Latin letters. */
function TravelerNames({ count, values, errors, onChange }: Pick<Props, "count" | "values" | "errors" | "onChange">) {
  const t = useTranslations("OfferBooking");
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={errors.travelers ? "offer-travelers-error" : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{t("namesTitle")}</legend>
      <p className="-mt-1 text-xs text-muted">{t("namesHelp")}</p>
      {errors.travelers ? (
        <p id="offer-travelers-error" className="text-sm text-red-700">
          {errors.travelers}
        </p>
      ) : null}
      {Array.from({ length: count }, (_, i) => {
        const name = travelerNameField(i);
        return (
          <Field key={name} id={travelerNameId(i)} label={t("travelerName", { n: i + 1 })} error={errors[name]}>
            {(control) => (
              <Input
                {...control}
                name={name}
                value={values[name] ?? ""}
                onChange={(event) => onChange(name, event.target.value.toUpperCase())}
                autoComplete="off"
                dir="ltr"
                lang="en"
                maxLength={80}
                className="text-start uppercase"
              />
            )}
          </Field>
        );
      })}
    </fieldset>
  );
}
