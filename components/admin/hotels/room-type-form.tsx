"use client";

import { Controller, FormProvider, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { roomTypeRequest, type AdminRoomType, type RoomTypeFormValues } from "@/provider/contracts/admin-hotels";
import { BED_TYPES, BOARDS } from "@/provider/contracts/stays";
import { newRoomValues, roomFormValues } from "@/lib/admin/hotels";
import { saveRoomType } from "@/lib/api/admin-hotels";
import type { Locale } from "@/lib/i18n/routing";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { ImageUploadField } from "../image-upload-field";
import { MoneyInput } from "../money-input";
import { useAdminSave } from "../use-admin-save";
import { Section, useHotelFields } from "./hotel-fields";

type Props = { hotelId: number; room: AdminRoomType | null };

/** Add (room null) or edit one room type of a hotel: names, bed and board, size, who it sleeps, rooms, prices, refund terms. */
export function RoomTypeForm({ hotelId, room }: Props) {
  const locale = useLocale() as Locale;
  const prefix = room ? `room-${room.id}` : "room-new";
  const form = useForm<RoomTypeFormValues>({
    resolver: zodResolver(roomTypeRequest as never),
    defaultValues: room ? roomFormValues(room) : newRoomValues(),
    mode: "onTouched",
  });
  const { onSubmit, formError, submitting } = useAdminSave({
    form,
    save: (values) => saveRoomType(hotelId, room?.id ?? null, values, locale),
    // Stays on the edit page: a new room type empties the form for the next one.
    creating: false,
    listHref: "/admin/dashboard/hotels",
    valuesOf: (saved) => {
      const stored = room ? saved.roomTypes.find((r) => r.id === room.id) : undefined;
      return stored ? roomFormValues(stored) : newRoomValues();
    },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <RoomTypeFields prefix={prefix} />
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        <SubmitRow submitting={submitting} adding={room === null} />
      </form>
    </FormProvider>
  );
}

function SubmitRow({ submitting, adding }: { submitting: boolean; adding: boolean }) {
  const t = useTranslations("AdminHotels");
  const tc = useTranslations("AdminCatalogue");
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? tc("saving") : adding ? t("addRoomType") : t("saveRoomType")}
      </Button>
    </div>
  );
}

function RoomTypeFields({ prefix }: { prefix: string }) {
  const { t, form, errorOf, id, text, select } = useHotelFields<RoomTypeFormValues>(prefix);
  const tStays = useTranslations("Stays");
  const tTerms = useTranslations("Terms");
  const refundable = useWatch({ control: form.control, name: "refundable" });
  const number = (name: "sizeSqm" | "units" | "freeCancellationDays", hint?: string) =>
    text(name, { type: "number", min: "0", hint, registration: form.register(name) });
  const money = (name: "nightlyPrice" | "weekendPrice", optional: boolean, hint?: string) => (
    <Field id={id(name)} label={t(`fields.${name}`)} hint={hint} error={errorOf(name)}>
      {(ctl) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <MoneyInput
              {...ctl}
              optional={optional}
              name={field.name}
              value={(field.value as number | null) ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Field>
  );
  return (
    <>
      <Section title={t("sections.room")}>
        {text("nameAr", { lang: "ar", maxLength: 120 })}
        {text("nameEn", { lang: "en", maxLength: 120 })}
        {select(
          "bedType",
          BED_TYPES.map((bed) => ({ value: bed, label: tStays(`bedTypes.${bed}`) })),
        )}
        {select(
          "board",
          BOARDS.map((board) => ({ value: board, label: tStays(`boards.${board}`) })),
        )}
        {number("sizeSqm")}
        {number("units", t("hints.units"))}
        {text("adults", { type: "number", min: "1", label: tTerms("passengerGroup.adult"), registration: form.register("adults") })}
        {text("children", {
          type: "number",
          min: "0",
          label: tTerms("passengerGroup.child"),
          hint: t("hints.extraGuests"),
          registration: form.register("children"),
        })}
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="photo"
            render={({ field }) => (
              <ImageUploadField
                id={id("photo")}
                label={t("fields.photo")}
                value={(field.value as string | null) ?? null}
                onChange={field.onChange}
                error={errorOf("photo")}
              />
            )}
          />
        </div>
      </Section>
      <Section title={t("sections.prices")}>
        {money("nightlyPrice", false)}
        {money("weekendPrice", true, t("hints.weekendPrice"))}
        <div className="flex items-center gap-3 self-end pb-3">
          <Checkbox id={id("refundable")} {...form.register("refundable")} />
          <label htmlFor={id("refundable")} className="text-sm font-medium text-slate-800">
            {t("fields.refundable")}
          </label>
        </div>
        {refundable ? number("freeCancellationDays", t("hints.freeCancellationDays")) : null}
      </Section>
    </>
  );
}
