"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { FareClassView, FareTypeView } from "@/lib/flights/booking/types";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Money } from "@/components/currency/money";
import { FareConditions, FarePrice } from "@/components/flights/fare-conditions";
import { fareRuleText } from "@/components/reservations/flight-terms";
import { CANCELLATION_DEADLINE_HOURS } from "@/provider/contracts/flight-rules";
import type { BookingFormInput } from "./form-types";

const card =
  "flex cursor-pointer flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 transition-colors has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600/30 has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus";

/** Fare class and fare type as radio cards. */
export function FarePicker({ classes, fareTypes, seatsNeeded }: { classes: FareClassView[]; fareTypes: FareTypeView[]; seatsNeeded: number }) {
  return (
    <div className="flex flex-col gap-5">
      <FareClassChoice classes={classes} seatsNeeded={seatsNeeded} />

      <FareTypeChoice fareTypes={fareTypes} />
    </div>
  );
}

/** Fare class radios (registered inputs); a class without enough seats for the party is disabled. */
function FareClassChoice({ classes, seatsNeeded }: { classes: FareClassView[]; seatsNeeded: number }) {
  const tf = useTranslations("Flight");
  const terms = useTranslations("Terms");
  const message = useValidationMessage();
  const { register, formState } = useFormContext<BookingFormInput>();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{terms("cabinLabel")}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {classes.map((c) => {
          const unavailable = c.seatsAvailable < seatsNeeded;
          return (
            <label key={c.fareClass} className={card}>
              <span className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  <input type="radio" value={c.fareClass} disabled={unavailable} {...register("fareClass")} className="accent-brand-700" />
                  {terms(`cabin.${c.fareClass}`)}
                </span>
              </span>
              <span className="text-xs text-muted">{tf("fromPerAdult")}</span>
              <Money value={c.adultPrice} className="font-bold text-brand-800" />
              {unavailable ? <span className="text-xs text-red-700">{tf("notEnoughSeats")}</span> : null}
            </label>
          );
        })}
      </div>
      {formState.errors.fareClass ? <p className="mt-1.5 text-sm text-red-700">{message(formState.errors.fareClass.message)}</p> : null}
    </fieldset>
  );
}

/**
 * Fare type radios, controlled through the watched ticketId (a number in the form, a string in the DOM); a round
 * trip's return leg has its own (returnTicketId), each leg's fare terms applying to that leg.
 */
export function FareTypeChoice({
  fareTypes,
  field = "ticketId",
  legend,
}: {
  fareTypes: FareTypeView[];
  field?: "ticketId" | "returnTicketId";
  legend?: string;
}) {
  const t = useTranslations("Booking");
  const message = useValidationMessage();
  const { setValue, formState, control } = useFormContext<BookingFormInput>();
  const ticketId = useWatch({ control, name: field });
  const error = formState.errors[field];
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend ?? t("fareType")}</legend>
      <div className="mt-2 grid gap-2 md:grid-cols-2 xl:grid-cols-3">
        {fareTypes.map((f) => (
          <FareTypeCard
            key={f.id}
            fare={f}
            name={field}
            checked={Number(ticketId) === f.id}
            onChoose={() => setValue(field, f.id, { shouldValidate: formState.isSubmitted })}
          />
        ))}
      </div>
      {error ? <p className="mt-1.5 text-sm text-red-700">{message(error.message)}</p> : null}
    </fieldset>
  );
}

// Keys read indirectly: Ticket.cancellationRule, Ticket.cancellationRuleNonRefundable (fareRuleText, given `ticket`).
/** One fare type: name and price, its description, refund and change conditions, and its cancellation sentence. */
function FareTypeCard({ fare: f, name, checked, onChoose }: { fare: FareTypeView; name: string; checked: boolean; onChoose: () => void }) {
  const ticket = useTranslations("Ticket");
  return (
    <label className={card}>
      <span className="flex items-start justify-between gap-2">
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          <input type="radio" name={name} value={f.id} checked={checked} onChange={onChoose} className="accent-brand-700" />
          {f.name}
        </span>
        <span className="text-sm font-bold text-brand-800">
          <FarePrice fare={f} />
        </span>
      </span>
      {f.description ? <span className="text-xs leading-relaxed text-slate-600">{f.description}</span> : null}
      <FareConditions fare={f} compact />
      <span className="text-xs leading-relaxed text-slate-700" data-testid="fare-terms">
        {fareRuleText(ticket, { hours: CANCELLATION_DEADLINE_HOURS, percent: f.cancellationFeePercent })}
      </span>
    </label>
  );
}
