"use client";

import { useRef, useState, type ComponentType } from "react";
import type { UseFormRegister, UseFormRegisterReturn } from "react-hook-form";
import { useLocale } from "next-intl";
import type { CreateOfferReservationRequest } from "@/provider/contracts/offer-reservations";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { checkedPath } from "@/lib/i18n/typed-routes";
import { offerPricePreview, travellerChoices } from "@/lib/offers/book-offer";
import { useSessionUser } from "@/components/layout/session-user";
import { PostForm } from "@/components/ui/post-form";
import type { BookOfferFormProps, BookOfferStart } from "./book-offer-form";
import { BOOK_OFFER_FORM_CLASSES, BookOfferHeading, BookOfferSubmit, LeadTravellerFields, OfferPriceSummary, TravellerCountField } from "./book-offer-parts";

type Live = ComponentType<BookOfferFormProps & { start: BookOfferStart }>;

type Values = BookOfferStart["values"];
const FIELD_OF: Record<string, keyof Values> = {
  travelerCount: "travelerCount",
  "leadTraveler.fullName": "fullName",
  "leadTraveler.email": "email",
  "leadTraveler.phone": "phone",
};

/** A plain field's props where the parts expect react-hook-form's: every change is kept in the first form's state. */
const plain = (name: string, onChange: (name: string, value: string) => void): UseFormRegisterReturn =>
  ({
    name,
    onChange: async (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: async () => undefined,
    ref: () => undefined,
  }) as UseFormRegisterReturn;

/**
 * The booking form as the page first draws it: the same fields, the live price, and Book — without react-hook-form,
 * zod or React Query (90 KiB of an offer page's first load; Lighthouse counted them as blocking time). The first
 * touch of the form (focus, pointer, Book) loads the full form (./book-offer-form.tsx), which takes over with what was
 * typed, the focus where it was, and a Book already pressed. Sent before any script runs, it posts to this page
 * (PostForm): nothing typed reaches the address bar.
 */
export function BookOfferLoader(props: BookOfferFormProps) {
  const locale = useLocale() as Locale;
  const session = useSessionUser();
  const formRef = useRef<HTMLFormElement>(null);
  // What was typed, kept as it is typed: the full form starts from it in the very render that replaces this one, so
  // nothing typed while its code was loading is lost.
  const [values, setValues] = useState<Values>({ travelerCount: 1, fullName: "", email: "", phone: "" });
  const [live, setLive] = useState<{ Form: Live; focusId: string | null } | null>(null);
  const loading = useRef<Promise<unknown> | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const { offerId, availability, unitPrice, unitOriginalPrice, bookable, reason } = props;
  const choices = travellerChoices(availability);
  const canBook = bookable && choices.length > 0;

  const keep = (name: string, value: string) => {
    const field = FIELD_OF[name];
    if (field) setValues((current) => ({ ...current, [field]: field === "travelerCount" ? Number(value) || 1 : value }));
  };
  const register = ((name: string) => plain(name, keep)) as UseFormRegister<CreateOfferReservationRequest>;

  function load() {
    loading.current ??= import("./book-offer-live").then(({ BookOfferLive }) => {
      const focused = document.activeElement;
      setLive({ Form: BookOfferLive, focusId: focused && formRef.current?.contains(focused) ? focused.id || null : null });
    });
  }

  if (live) return <live.Form {...props} start={{ values, focusId: live.focusId, submit: submitting }} />;

  const loginHref = { pathname: "/login" as const, query: { redirect: getPathname({ href: checkedPath(`/offer/${offerId}`), locale }) } };
  return (
    <PostForm
      ref={formRef}
      onFocusCapture={canBook ? load : undefined}
      onPointerDownCapture={canBook ? load : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitting(true);
        load();
      }}
      aria-labelledby="book-offer-title"
      className={BOOK_OFFER_FORM_CLASSES}
    >
      <BookOfferHeading canBook={canBook} reason={reason} />
      <TravellerCountField choices={choices} availability={availability} disabled={!canBook} field={plain("travelerCount", keep)} />
      {canBook && session.status !== "guest" ? <LeadTravellerFields register={register} errors={{}} message={() => undefined} /> : null}
      <OfferPriceSummary unitPrice={unitPrice} count={values.travelerCount} preview={offerPricePreview(unitPrice, unitOriginalPrice, values.travelerCount)} />
      {canBook ? <BookOfferSubmit guest={session.status === "guest"} loginHref={loginHref} pending={submitting} /> : null}
    </PostForm>
  );
}
