"use client";

import { Controller, useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import { CHALET_AMENITY_KEYS, CHALET_MAX_PHOTOS } from "@/provider/contracts/admin-chalets";
import { MAX_NIGHTS } from "@/provider/contracts/stay-rules";
import type { ChaletFormState } from "@/lib/admin/chalets";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { ImageUploadField } from "../image-upload-field";
import { MoneyInput } from "../money-input";
import { OfferTextField } from "../offers/offer-text-field";

type Name = keyof ChaletFormState;
type NumberName = "lat" | "lng" | "capacity" | "bedrooms" | "bathrooms" | "freeCancellationDays" | "minNights";

/** The chalet form's fields, read from its react-hook-form context. */
function useChaletFields() {
  const t = useTranslations("AdminChalets");
  const message = useValidationMessage();
  const form = useFormContext<ChaletFormState>();
  const errorOf = (name: Name) => message(form.formState.errors[name]?.message);
  const text = (name: Name, extra: Partial<Parameters<typeof OfferTextField>[0]> = {}) => (
    <OfferTextField id={`chalet-${name}`} label={t(`fields.${name}`)} error={errorOf(name)} registration={form.register(name)} {...extra} />
  );
  const number = (name: NumberName, min: string, max: string, hint?: string) =>
    text(name, { type: "number", min, max, hint, registration: form.register(name, { valueAsNumber: true }) });
  const time = (name: "quietHoursFrom" | "quietHoursTo" | "checkInFrom" | "checkInUntil" | "checkOutFrom" | "checkOutUntil", hint?: string) =>
    // A 24-hour HH:MM typed as text, like the flights' times (a native time input reads "04:00 PM" in an English browser).
    text(name, { lang: "en", maxLength: 5, hint: hint ?? t("hints.time") });
  const flag = (name: "privatePool" | "familiesOnly" | "noParties") => (
    <div className="flex items-center gap-3 self-end pb-3">
      <Checkbox id={`chalet-${name}`} {...form.register(name)} />
      <label htmlFor={`chalet-${name}`} className="text-sm font-medium text-slate-800">
        {t(`fields.${name}`)}
      </label>
    </div>
  );
  const money = (name: "nightlyPrice" | "weekendPrice" | "securityDeposit", hint?: string) => (
    <Field id={`chalet-${name}`} label={t(`fields.${name}`)} hint={hint} error={errorOf(name)}>
      {(ctl) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => <MoneyInput {...ctl} name={field.name} value={field.value as number} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      )}
    </Field>
  );
  return { t, form, errorOf, text, number, time, flag, money };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-1 text-base font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Name and description, each in Arabic and in English. */
export function ChaletTextsSection() {
  const { t, text } = useChaletFields();
  return (
    <Section title={t("sections.texts")}>
      {text("nameAr", { lang: "ar", maxLength: 120 })}
      {text("nameEn", { lang: "en", maxLength: 120 })}
      {text("descriptionAr", { lang: "ar", rows: 4, maxLength: 5000 })}
      {text("descriptionEn", { lang: "en", rows: 4, maxLength: 5000 })}
    </Section>
  );
}

/** The city (a destination of the stays search), the district as its address, and the map position. */
export function ChaletPlaceSection({ cities }: { cities: { slug: string; name: string }[] }) {
  const { t, form, errorOf, text, number } = useChaletFields();
  return (
    <Section title={t("sections.place")}>
      <Field id="chalet-city" label={t("fields.city")} error={errorOf("city")}>
        {(ctl) => (
          <select {...ctl} {...form.register("city")} className={inputClasses}>
            <option value="">{t("chooseCity")}</option>
            {cities.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="hidden sm:block" />
      {text("districtAr", { lang: "ar", maxLength: 120 })}
      {text("districtEn", { lang: "en", maxLength: 120 })}
      {number("lat", "-90", "90", t("hints.lat"))}
      {number("lng", "-180", "180", t("hints.lng"))}
    </Section>
  );
}

/** Guests, rooms, the pool and the amenities. */
export function ChaletUnitSection() {
  const { t, form, errorOf, number, flag } = useChaletFields();
  const tAmenity = useTranslations("Stays.amenities");
  return (
    <Section title={t("sections.unit")}>
      {number("capacity", "1", "40")}
      {number("bedrooms", "0", "20")}
      {number("bathrooms", "0", "20")}
      {flag("privatePool")}
      <fieldset className="sm:col-span-2" aria-describedby={errorOf("amenities") ? "chalet-amenities-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("fields.amenities")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {CHALET_AMENITY_KEYS.map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm text-slate-800">
              <Checkbox value={key} {...form.register("amenities")} />
              {tAmenity(key)}
            </label>
          ))}
        </div>
        {errorOf("amenities") ? (
          <p id="chalet-amenities-error" className="mt-1 text-sm text-red-700">
            {errorOf("amenities")}
          </p>
        ) : null}
      </fieldset>
    </Section>
  );
}

/** The nightly and Thursday–Friday prices, the deposit paid on arrival and the free-cancellation days. */
export function ChaletPriceSection() {
  const { t, number, money } = useChaletFields();
  return (
    <Section title={t("sections.price")}>
      {money("nightlyPrice")}
      {money("weekendPrice", t("hints.weekendPrice"))}
      {money("securityDeposit", t("hints.securityDeposit"))}
      {number("freeCancellationDays", "0", "60", t("hints.freeCancellationDays"))}
    </Section>
  );
}

/** The whole-unit rules: the minimum stay, families only, no parties, quiet hours, check-in and check-out windows. */
export function ChaletRulesSection() {
  const { t, number, time, flag } = useChaletFields();
  return (
    <Section title={t("sections.rules")}>
      {number("minNights", "1", String(MAX_NIGHTS), t("hints.minNights"))}
      <div className="hidden sm:block" />
      {flag("familiesOnly")}
      {flag("noParties")}
      {time("quietHoursFrom", t("hints.quietHours"))}
      {time("quietHoursTo")}
      {time("checkInFrom")}
      {time("checkInUntil")}
      {time("checkOutFrom")}
      {time("checkOutUntil")}
    </Section>
  );
}

/** The photos: each an upload (replace or remove), then one empty slot to add the next; the first is the cover. */
export function ChaletPhotosSection() {
  const { t, form, errorOf } = useChaletFields();
  return (
    <Section title={t("sections.photos")}>
      <Controller
        control={form.control}
        name="photos"
        render={({ field }) => {
          const photos = (field.value as string[]) ?? [];
          const slots = photos.length < CHALET_MAX_PHOTOS ? [...photos, null] : photos;
          return (
            <>
              {slots.map((path, index) => (
                <ImageUploadField
                  key={`${index}-${path ?? "new"}`}
                  id={`chalet-photo-${index}`}
                  label={t("photo", { n: index + 1 })}
                  value={path}
                  error={index === 0 ? errorOf("photos") : undefined}
                  onChange={(next) => {
                    const list = [...photos];
                    if (next === null) list.splice(index, 1);
                    else list[index] = next;
                    field.onChange(list);
                  }}
                />
              ))}
            </>
          );
        }}
      />
    </Section>
  );
}
