"use client";

import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { createOfferReservationRequest, type CreateOfferReservationRequest } from "@/provider/contracts/offer-reservations";
import { BffError } from "@/lib/api/bff-client";
import { createOfferReservation } from "@/lib/api/offer-reservations";
import { getPathname, useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { checkedPath } from "@/lib/i18n/typed-routes";
import { COUNT_ERRORS, FORM_FIELDS, offerPricePreview, travellerChoices } from "@/lib/offers/book-offer";
import { applyServerFieldErrors } from "@/components/account/server-field-errors";
import { useValidationMessage } from "@/components/account/use-validation-message";
import { useSessionUser } from "@/components/layout/session-user";
import { Alert } from "@/components/ui/alert";
import { PostForm } from "@/components/ui/post-form";
import { BOOK_OFFER_FORM_CLASSES, BookOfferHeading, BookOfferSubmit, LeadTravellerFields, OfferPriceSummary, TravellerCountField } from "./book-offer-parts";

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
};

/** What the page's first, script-light form (./book-offer-loader.tsx) held when this one took over. */
export type BookOfferStart = {
  values: { travelerCount: number; fullName: string; email: string; phone: string };
  /** The field that had the focus: it keeps it. */
  focusId: string | null;
  /** The visitor had already pressed Book: send it at once. */
  submit: boolean;
};

/**
 * Book an offer: how many travel, the lead contact, a live price, then a pending reservation and its payment page.
 * The provider decides (places, dates, price); its refusals are shown beside the count or in an alert.
 */
export function BookOfferForm({ offerId, availability, unitPrice, unitOriginalPrice, bookable, reason, start }: BookOfferFormProps & { start?: BookOfferStart }) {
  const t = useTranslations("OfferBooking");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const message = useValidationMessage();
  const session = useSessionUser();
  const [alert, setAlert] = useState<string | null>(null);
  const [countError, setCountError] = useState<string | null>(null);
  const [navigating, setNavigating] = useState(false);
  const choices = travellerChoices(availability);
  const canBook = bookable && choices.length > 0;
  const loginHref = {
    pathname: "/login" as const,
    query: { redirect: getPathname({ href: checkedPath(`/offer/${offerId}`), locale }) },
  };

  const form = useForm<CreateOfferReservationRequest>({
    resolver: zodResolver(createOfferReservationRequest),
    mode: "onTouched",
    defaultValues: {
      offerId,
      travelerCount: start?.values.travelerCount ?? 1,
      leadTraveler: { fullName: start?.values.fullName ?? "", email: start?.values.email ?? "", phone: start?.values.phone ?? "" },
    },
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const count = Number(useWatch({ control, name: "travelerCount" })) || 1;
  const preview = offerPricePreview(unitPrice, unitOriginalPrice, count);

  const book = useMutation({
    mutationFn: (request: CreateOfferReservationRequest) => createOfferReservation(request, locale),
    onMutate: () => (setAlert(null), setCountError(null)),
    onSuccess: (reservation) => {
      setNavigating(true);
      router.push(`/offer/${reservation.offer.id}/reservation/${reservation.id}`);
    },
    onError: (error) => {
      if (error instanceof BffError && error.status === 401) return router.push(loginHref);
      if (error instanceof BffError && COUNT_ERRORS.has(error.code)) {
        setCountError(error.message);
        document.getElementById("offer-count")?.focus();
        return;
      }
      if (applyServerFieldErrors(error, FORM_FIELDS, setError)) return;
      setAlert(error instanceof BffError ? error.message : t("bookFailed"));
    },
  });

  // Taking over from the first form: the focus stays where it was, and a Book already pressed is sent.
  const submitNow = handleSubmit((values) => book.mutate(values));
  useEffect(() => {
    if (start?.focusId) document.getElementById(start.focusId)?.focus();
    if (start?.submit) void submitNow();
    // Once, when this form replaces the first one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const errors = formState.errors;
  return (
    <PostForm
      onSubmit={submitNow}
      aria-labelledby="book-offer-title"
      className={BOOK_OFFER_FORM_CLASSES}
    >
      <BookOfferHeading canBook={canBook} reason={reason} />
      {alert ? (
        <Alert variant="error" title={t("bookFailed")}>
          <p>{alert}</p>
        </Alert>
      ) : null}
      <TravellerCountField
        choices={choices}
        availability={availability}
        disabled={!canBook}
        error={countError ?? message(errors.travelerCount?.message)}
        field={register("travelerCount", { setValueAs: (v: unknown) => Number(v), onChange: () => setCountError(null) })}
      />
      {canBook && session.status !== "guest" ? (
        <LeadTravellerFields register={register} errors={errors} message={message} />
      ) : null}
      <OfferPriceSummary unitPrice={unitPrice} count={count} preview={preview} />
      {canBook ? (
        <BookOfferSubmit guest={session.status === "guest"} loginHref={loginHref} pending={book.isPending || navigating} />
      ) : null}
    </PostForm>
  );
}
