"use client";

import { Controller, useWatch } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { HOTEL_AMENITY_KEYS, HOTEL_MAX_PHOTOS } from "@/provider/contracts/admin-hotels";
import { LANDMARKS } from "@/provider/contracts/stays";
import type { HotelFormState } from "@/lib/admin/hotels";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ImageUploadField } from "../image-upload-field";
import { Section, useHotelFields } from "./hotel-fields";

const useFields = () => useHotelFields<HotelFormState>("hotel");

/** Name, description and policies, each in Arabic and in English. */
export function HotelTextsSection() {
  const { t, text } = useFields();
  return (
    <Section title={t("sections.texts")}>
      {text("nameAr", { lang: "ar", maxLength: 160 })}
      {text("nameEn", { lang: "en", maxLength: 160 })}
      {text("descriptionAr", { lang: "ar", rows: 4, maxLength: 5000 })}
      {text("descriptionEn", { lang: "en", rows: 4, maxLength: 5000 })}
      {text("policiesAr", { lang: "ar", rows: 3, maxLength: 5000, hint: t("hints.policies") })}
      {text("policiesEn", { lang: "en", rows: 3, maxLength: 5000, hint: t("hints.policies") })}
    </Section>
  );
}

/** The city, the address, the map position, the stars and the distances the search sorts by. */
export function HotelPlaceSection({ cities }: { cities: { slug: string; name: string }[] }) {
  const { t, text, select, form } = useFields();
  const number = (name: "lat" | "lng" | "landmarkKm" | "airportKm", hint?: string) => text(name, { lang: "en", hint, registration: form.register(name) });
  return (
    <Section title={t("sections.place")}>
      {select("city", [{ value: "", label: t("chooseCity") }, ...cities.map((city) => ({ value: city.slug, label: city.name }))])}
      {select(
        "stars",
        [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: t("starsValue", { count: stars }) })),
      )}
      {text("addressAr", { lang: "ar", maxLength: 200 })}
      {text("addressEn", { lang: "en", maxLength: 200 })}
      {number("lat", t("hints.lat"))}
      {number("lng", t("hints.lng"))}
      {select(
        "landmark",
        LANDMARKS.map((landmark) => ({ value: landmark, label: t(`landmarks.${landmark}`) })),
      )}
      {number("landmarkKm")}
      {number("airportKm")}
    </Section>
  );
}

/** Check-in and check-out times and the amenities the search filters on. */
export function HotelStaySection() {
  const { t, form, errorOf, text } = useFields();
  const tStays = useTranslations("Stays");
  // Typed as HH:MM, like the flights' times: the site's clock is the 24-hour one (lib/format/clock.ts).
  const time = (name: "checkInTime" | "checkOutTime") => text(name, { lang: "en", maxLength: 5, hint: t("hints.time") });
  const amenitiesError = errorOf("amenities");
  return (
    <Section title={t("sections.stay")}>
      {time("checkInTime")}
      {time("checkOutTime")}
      <fieldset className="sm:col-span-2" aria-describedby={amenitiesError ? "hotel-amenities-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("fields.amenities")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {HOTEL_AMENITY_KEYS.map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm text-slate-800">
              <Checkbox value={key} {...form.register("amenities")} />
              {tStays(`amenities.${key}`)}
            </label>
          ))}
        </div>
        {amenitiesError ? (
          <p id="hotel-amenities-error" className="mt-1 text-sm text-red-700">
            {amenitiesError}
          </p>
        ) : null}
      </fieldset>
    </Section>
  );
}

/** The photos, the first the cover: each an upload, added and removed one by one. */
export function HotelPhotosSection() {
  const { t, form, errorOf } = useFields();
  // The slots are plain paths (useFieldArray wants objects), so they are set as a whole and addressed by index.
  const photos = useWatch({ control: form.control, name: "photos" });
  const append = () => form.setValue("photos", [...photos, null], { shouldDirty: true });
  const remove = (index: number) =>
    form.setValue(
      "photos",
      photos.filter((_, i) => i !== index),
      { shouldDirty: true },
    );
  return (
    <Section title={t("sections.photos")}>
      {photos.map((_, index) => (
        <div key={index} className="flex items-end gap-2">
          <Controller
            control={form.control}
            name={`photos.${index}`}
            render={({ field }) => (
              <ImageUploadField
                id={`hotel-photo-${index}`}
                label={index === 0 ? t("coverPhoto") : t("photoNumber", { n: index + 1 })}
                value={(field.value as string | null) ?? null}
                onChange={field.onChange}
                error={errorOf(`photos.${index}` as never)}
              />
            )}
          />
          {photos.length > 1 ? (
            <Button type="button" variant="ghost" onClick={() => remove(index)} aria-label={t("removePhoto", { n: index + 1 })}>
              <Trash2 aria-hidden className="size-4" />
            </Button>
          ) : null}
        </div>
      ))}
      <div className="flex flex-col gap-2 sm:col-span-2">
        {errorOf("photos") ? <p className="text-sm text-red-700">{errorOf("photos")}</p> : null}
        {photos.length < HOTEL_MAX_PHOTOS ? (
          <Button type="button" variant="secondary" className="self-start" onClick={append}>
            <Plus aria-hidden className="size-4" />
            {t("addPhoto")}
          </Button>
        ) : null}
      </div>
    </Section>
  );
}
