"use client";

import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import type { CreateOfferReservationRequest } from "@/provider/contracts/offer-reservations";
import { getPathname, useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { checkedPath } from "@/lib/i18n/typed-routes";
import { FORM_FIELDS, offerPricePreview, travelerChoices, travelerNameField, type OfferFormField, type OfferTripRule } from "@/lib/offers/book-offer";
import { useLazyMutation } from "@/lib/query/use-lazy-mutation";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { useSessionUser } from "@/components/layout/session-user";
import { Alert } from "@/components/ui/alert";
import { PostForm } from "@/components/ui/post-form";
import {
  BOOK_OFFER_FORM_CLASSES,
  BookOfferHeading,
  BookOfferSubmit,
  BookOfferTerms,
  LeadTravelerFields,
  OfferPriceSummary,
  TravelerCountField,
} from "./book-offer-parts";
import { TRIP_FIELD_IDS, travelerNameId } from "./book-offer-trip-ids";

// The trip's fields (the calendar, nights, passport names) load with the signed-in part of the form, not with the
// cached page's first load: a guest never needs them.
const BookOfferTripFields = dynamic(() => import("./book-offer-trip-fields").then((m) => m.BookOfferTripFields), { ssr: false });
import type { OfferBookingInput, OfferFieldErrors, OfferRefusal, sendOfferBooking } from "./book-offer-send";

export type BookOfferFormProps = {
  offerId: number;
  /** Places left (the select offers 1..min(availability, MAX_OFFER_TRAVELERS)). */
  availability: number;
  /** Price per traveller, SAR minor units (shown in the visitor's currency). */
  unitPrice: number;
  /** The price per traveller before the offer's discount, when it is one: the summary shows the saving. */
  unitOriginalPrice?: number | null;
  /** False when the offer cannot be booked (expired, not started, sold out): `reason` says why, already translated. */
  bookable: boolean;
  reason?: string | null;
  /** The cancellation terms a booking would store, rendered on the server (components/offers/offer-terms.tsx). */
  terms?: React.ReactNode;
  /** What the offer asks of a trip: its kind, its nights (stays), its first and last day. */
  trip: OfferTripRule;
};

type LoginHref = { pathname: "/login"; query: { redirect: string } };
type Values = Partial<Record<OfferFormField, string>>;
type Errors = OfferFieldErrors;

const FIELD_IDS: Record<(typeof FORM_FIELDS)[number], string> = {
  ...TRIP_FIELD_IDS,
  travelerCount: "offer-count",
  "leadTraveler.fullName": "offer-lead-name",
  "leadTraveler.email": "offer-lead-email",
  "leadTraveler.phone": "offer-lead-phone",
};
const idOf = (field: OfferFormField) =>
  field.startsWith("travelers.") ? travelerNameId(Number(field.split(".")[1])) : FIELD_IDS[field as keyof typeof FIELD_IDS];

/** The fields in the order the form shows them: the first refused one takes the focus. */
const fieldOrder = (count: number): OfferFormField[] => [
  "travelDate",
  "nights",
  "travelerCount",
  "travelers",
  ...Array.from({ length: count }, (_, i) => travelerNameField(i)),
  "leadTraveler.fullName",
  "leadTraveler.email",
  "leadTraveler.phone",
];

/** The parts take react-hook-form's field props; here they are plain fields whose every change is kept in state. */
function fieldProps(name: string, onChange: (name: string, value: string) => void) {
  return {
    name,
    onChange: async (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: async () => undefined,
    ref: () => undefined,
  };
}

/** The shape FieldErrors has, built from the flat map (only `message` is read). */
function asFieldErrors(errors: Errors): FieldErrors<CreateOfferReservationRequest> {
  const lead = (key: OfferFormField) => (errors[key] ? { type: "validate", message: errors[key] } : undefined);
  return {
    leadTraveler: { fullName: lead("leadTraveler.fullName"), email: lead("leadTraveler.email"), phone: lead("leadTraveler.phone") },
  } as FieldErrors<CreateOfferReservationRequest>;
}

/**
 * The account's name, email and phone fill the lead fields once the visitor is known to be signed in, as the stay and
 * taxi forms are filled on the server; a field the visitor already typed in, or is in, is left as it is. (Read here, not by the
 * navbar's session store, which every page loads.)
 */
function useAccountPrefill(session: ReturnType<typeof useSessionUser>, keep: (name: OfferFormField, value: string) => void) {
  const prefilled = useRef(false);
  useEffect(() => {
    if (session.status !== "user" || prefilled.current) return;
    prefilled.current = true;
    void fetch("/api/auth/session", { cache: "no-store", credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<{ user?: Record<string, unknown> } | null>) : null))
      .then(
        (answer) => {
          const user = answer?.user ?? {};
          const account: [OfferFormField, unknown][] = [
            ["leadTraveler.fullName", user.name],
            ["leadTraveler.email", user.email],
            ["leadTraveler.phone", user.phoneNumber],
          ];
          for (const [name, value] of account) {
            const input = document.getElementById(idOf(name)) as HTMLInputElement | null;
            // A field the visitor is in is theirs too: its value set now would go in front of what they type next.
            if (typeof value !== "string" || !value || !input || input.value || document.activeElement === input) continue;
            input.value = value;
            keep(name, value);
          }
        },
        () => undefined,
      );
    // Once, when the session answer arrives: `keep` only sets state, so the one of that render does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);
}

type BookingInput = { offerId: number; count: number; values: Values; trip: OfferTripRule; canBook: boolean; guest: boolean; loginHref: LoginHref };

/** Sending the reservation (a mutation loaded with the first Book); refusals go beside their field or in an alert. */
function useOfferBooking({ offerId, count, values, trip, canBook, guest, loginHref }: BookingInput) {
  const t = useTranslations("OfferBooking");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  const [countError, setCountError] = useState<string | null>(null);

  const booking = useLazyMutation<OfferBookingInput, Awaited<ReturnType<typeof sendOfferBooking>>, Partial<OfferRefusal>>({
    mutationFn: async (input) => (await import("./book-offer-send")).sendOfferBooking(input, locale, () => setErrors({})),
    onMutate: () => setCountError(null),
    // Stays pending (status success) while the payment page loads.
    onSuccess: (reservation) => router.push(`/offer/${reservation.offer.id}/reservation/${reservation.id}`),
    onError: ({ place: { login, count: countRefusal, fields } = {} }) => {
      if (login) return router.push(loginHref);
      if (countRefusal !== undefined) {
        setCountError(countRefusal);
        return document.getElementById(FIELD_IDS.travelerCount)?.focus();
      }
      if (!fields) return;
      setErrors(fields);
      const first = fieldOrder(count).find((field) => fields[field]);
      if (first) document.getElementById(idOf(first))?.focus();
    },
  });
  const place = booking.error?.place ?? {};
  const pending = booking.status === "pending" || booking.status === "success" || Boolean(place.login);

  function book(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !canBook || guest) return;
    void booking.mutate({ offerId, count, values, offer: { type: trip.type, nights: trip.nights } });
  }

  // Not a refusal the form places itself: the provider's words, or the form's when there are none (offline).
  const alert = booking.status === "error" && !place.login && place.count === undefined && !place.fields ? place.alert || t("bookFailed") : null;
  return { errors, setErrors, alert, countError, setCountError, pending, book };
}

/**
 * Book an offer: how many travel, the lead contact, a live price, then a pending reservation and its payment page.
 * The form is plain fields: the contract's zod schema and the request are loaded when Book is pressed, not with the
 * page (an offer's page is cached and its first load kept small), and nothing is ever swapped under the visitor's
 * fingers. The provider decides (places, dates, price); its refusals are shown beside their field or in an alert.
 */
export function BookOfferForm({ offerId, availability, unitPrice, unitOriginalPrice, bookable, reason, terms, trip }: BookOfferFormProps) {
  const t = useTranslations("OfferBooking");
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const session = useSessionUser();
  const [values, setValues] = useState<Values>({ travelerCount: "1" });
  const choices = travelerChoices(availability);
  const canBook = bookable && choices.length > 0;
  const count = Number(values.travelerCount) || 1;
  const loginHref = { pathname: "/login" as const, query: { redirect: getPathname({ href: checkedPath(`/offer/${offerId}`), locale }) } };
  const { errors, setErrors, alert, countError, setCountError, pending, book } = useOfferBooking({
    offerId,
    count,
    values,
    trip,
    canBook,
    guest: session.status === "guest",
    loginHref,
  });

  const keep = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    if (name === "travelerCount") setCountError(null);
  };
  const register = ((name: string) => fieldProps(name, keep)) as unknown as UseFormRegister<CreateOfferReservationRequest>;

  useAccountPrefill(session, keep);

  return (
    <PostForm onSubmit={book} aria-labelledby="book-offer-title" className={BOOK_OFFER_FORM_CLASSES}>
      <BookOfferHeading canBook={canBook} reason={reason} />
      {alert ? (
        <Alert variant="error" title={t("bookFailed")}>
          <p>{alert}</p>
        </Alert>
      ) : null}
      <TravelerCountField
        choices={choices}
        availability={availability}
        disabled={!canBook}
        error={countError ?? message(errors.travelerCount)}
        field={register("travelerCount")}
      />
      {canBook && session.status !== "guest" ? (
        <BookOfferTripFields
          offer={trip}
          count={count}
          values={values}
          errors={Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, message(key)]))}
          onChange={keep}
        />
      ) : null}
      {canBook && session.status !== "guest" ? <LeadTravelerFields register={register} errors={asFieldErrors(errors)} message={message} /> : null}
      <OfferPriceSummary unitPrice={unitPrice} count={count} preview={offerPricePreview(unitPrice, unitOriginalPrice, count)} />
      {canBook ? <BookOfferTerms terms={terms} /> : null}
      {canBook ? <BookOfferSubmit guest={session.status === "guest"} loginHref={loginHref} pending={pending} /> : null}
    </PostForm>
  );
}
