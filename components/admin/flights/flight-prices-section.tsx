"use client";

// Per-adult charges of the flight and its listings' "from" price, computed unless the admin enters one.
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useFormatter, useTranslations } from "next-intl";
import { computedFromPrice, type FlightFormValues } from "@/provider/contracts/admin-flights";
import { Checkbox } from "@/components/ui/checkbox";
import { FormSection, MoneyField } from "./form-parts";

const amount = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

export function FlightPricesSection() {
  const t = useTranslations("AdminFlights");
  const format = useFormatter();
  const { control } = useFormContext<FlightFormValues>();
  const [tax, serviceFees, discount, classes, tickets, booking] = useWatch({
    control,
    name: ["tax", "serviceFees", "discount", "classes", "tickets", "bookingTicketPrice"],
  });
  const computed = computedFromPrice(
    { tax: amount(tax), serviceFees: amount(serviceFees), discount: amount(discount) },
    (classes ?? []).map((c) => ({ class: c.class, price: amount(c.price) })),
    (tickets ?? []).map((x) => ({ price: amount(x.price) })),
  );
  const computedText = t("fields.bookingComputed", { price: format.number(computed / 100, { style: "currency", currency: "SAR" }) });

  return (
    <FormSection title={t("sections.prices")}>
      <div className="grid gap-5 sm:grid-cols-3">
        <MoneyField path="tax" label={t("fields.tax")} />
        <MoneyField path="serviceFees" label={t("fields.serviceFees")} />
        <MoneyField path="discount" label={t("fields.discount")} />
        <MoneyField path="seatSelectionPrice" label={t("fields.seatSelectionPrice")} />
        <MoneyField path="profit" label={t("fields.profit")} />
      </div>
      <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
        <Controller
          control={control}
          name="bookingTicketPrice"
          render={({ field }) => (
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <Checkbox checked={field.value === null} onChange={(event) => field.onChange(event.target.checked ? null : computed)} />
              {t("fields.bookingAuto")}
            </label>
          )}
        />
        {booking === null ? (
          <p className="text-sm text-slate-700">{computedText}</p>
        ) : (
          <MoneyField path="bookingTicketPrice" label={t("fields.bookingTicketPrice")} hint={computedText} className="sm:max-w-xs" />
        )}
      </div>
    </FormSection>
  );
}
