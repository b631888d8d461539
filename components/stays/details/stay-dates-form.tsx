import { CalendarDays } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { MAX_GUESTS, MAX_ROOMS, stayDateBounds } from "@/provider/contracts/stay-rules";
import type { StayDetailsParams } from "@/lib/stays/details-query";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { DateInput } from "@/components/ui/date-picker/date-input";

/**
 * Check-in, check-out, guests (and rooms for a hotel): a GET form back to this page, so the dates live in the URL,
 * the page is priced on the server and the form works before any script. Errors are the contract's, translated.
 */
export async function StayDatesForm({
  kind,
  params,
  roomId,
  bounds = stayDateBounds(),
}: {
  kind: "hotel" | "chalet";
  params: StayDetailsParams;
  roomId?: number | null;
  /** Today's bounds; a cached page passes them from the cache (lib/stays/date-bounds.ts): it may not read the clock. */
  bounds?: ReturnType<typeof stayDateBounds>;
}) {
  const [t, v] = await Promise.all([getTranslations("StayDetails"), getTranslations("Validation")]);
  const error = (key: string | undefined) => (key ? (v.has(key as "invalid") ? v(key as "invalid") : v("invalid")) : undefined);
  const { input, errors } = params;
  return (
    <form
      method="get"
      noValidate
      aria-labelledby="stay-dates-title"
      className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="stay-dates-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CalendarDays aria-hidden className="size-5 text-brand-700" />
        {t("datesTitle")}
      </h2>
      <div
        className={`grid gap-3 sm:grid-cols-2 ${kind === "hotel" ? "lg:grid-cols-[1fr_1fr_7rem_7rem_auto]" : "lg:grid-cols-[1fr_1fr_7rem_auto]"} lg:items-start`}
      >
        <Field id="stay-check-in" label={t("checkIn")} error={error(errors.checkIn)}>
          {(control) => <DateInput {...control} name="checkIn" min={bounds.checkIn.min} max={bounds.checkIn.max} defaultValue={input.checkIn} />}
        </Field>
        <Field id="stay-check-out" label={t("checkOut")} error={error(errors.checkOut)}>
          {(control) => <DateInput {...control} name="checkOut" min={bounds.checkOut.min} max={bounds.checkOut.max} defaultValue={input.checkOut} />}
        </Field>
        <Field id="stay-guests" label={t("guests")} error={error(errors.guests)}>
          {(control) => (
            <Input {...control} name="guests" type="number" inputMode="numeric" min={1} max={MAX_GUESTS} defaultValue={input.guests || params.guests} />
          )}
        </Field>
        {kind === "hotel" ? (
          <Field id="stay-rooms" label={t("rooms")} error={error(errors.rooms)}>
            {(control) => (
              <Input {...control} name="rooms" type="number" inputMode="numeric" min={1} max={MAX_ROOMS} defaultValue={input.rooms || params.rooms} />
            )}
          </Field>
        ) : null}
        {roomId ? <input type="hidden" name="room" value={roomId} /> : null}
        <Button type="submit" className="lg:mt-[1.625rem]">
          {t("update")}
        </Button>
      </div>
      {!params.dates && Object.keys(errors).length === 0 ? <p className="text-sm text-slate-600">{t("noDates")}</p> : null}
    </form>
  );
}
