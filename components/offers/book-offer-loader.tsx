"use client";

import { useRef, useState, type ComponentType } from "react";
import type { UseFormRegister, UseFormRegisterReturn } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import type { CreateOfferReservationRequest } from "@/provider/contracts/offer-reservations";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { checkedPath } from "@/lib/i18n/typed-routes";
import { offerPricePreview, travellerChoices } from "@/lib/offers/book-offer";
import { useSessionUser } from "@/components/layout/session-user";
import { Alert } from "@/components/ui/alert";
import { PostForm } from "@/components/ui/post-form";
import type { BookOfferFormProps, BookOfferStart } from "./book-offer-form";
import { BookOfferSubmit, LeadTravellerFields, OfferPriceSummary, TravellerCountField } from "./book-offer-parts";

type Live = ComponentType<BookOfferFormProps & { start: BookOfferStart }>;

/** A plain field's props where the parts expect react-hook-form's: the first form keeps its values in the page. */
const plain = (name: string, onChange?: (value: string) => void): UseFormRegisterReturn =>
  ({
    name,
    onChange: async (event: { target: { value: string } }) => onChange?.(event.target.value),
    onBlur: async () => undefined,
    ref: () => undefined,
  }) as UseFormRegisterReturn;
const plainRegister = ((name: string) => plain(name)) as UseFormRegister<CreateOfferReservationRequest>;

/**
 * The booking form as the page first draws it: the same fields, the live price, and Book — without react-hook-form,
 * zod or React Query (90 KiB of an offer page's first load; Lighthouse counted them as blocking time). The first
 * touch of the form (focus, pointer, Book) loads the full form (./book-offer-form.tsx), which takes over with what was
 * typed, the focus where it was, and a Book already pressed. Sent before any script runs, it posts to this page
 * (PostForm): nothing typed reaches the address bar.
 */
export function BookOfferLoader(props: BookOfferFormProps) {
  const t = useTranslations("OfferBooking");
  const locale = useLocale() as Locale;
  const session = useSessionUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [count, setCount] = useState(1);
  const [live, setLive] = useState<{ Form: Live; start: BookOfferStart } | null>(null);
  const loading = useRef<Promise<unknown> | null>(null);
  const submitAsked = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const { offerId, availability, unitPrice, unitOriginalPrice, bookable, reason } = props;
  const choices = travellerChoices(availability);
  const canBook = bookable && choices.length > 0;

  function load() {
    loading.current ??= import("./book-offer-live").then(({ BookOfferLive }) => {
      const data = new FormData(formRef.current ?? undefined);
      const text = (name: string) => String(data.get(name) ?? "");
      const focused = document.activeElement;
      setLive({
        Form: BookOfferLive,
        start: {
          values: { travelerCount: Number(text("travelerCount")) || 1, fullName: text("leadTraveler.fullName"), email: text("leadTraveler.email"), phone: text("leadTraveler.phone") },
          focusId: focused && formRef.current?.contains(focused) ? focused.id || null : null,
          submit: submitAsked.current,
        },
      });
    });
  }

  if (live) return <live.Form {...props} start={live.start} />;

  const loginHref = { pathname: "/login" as const, query: { redirect: getPathname({ href: checkedPath(`/offer/${offerId}`), locale }) } };
  return (
    <PostForm
      ref={formRef}
      onFocusCapture={canBook ? load : undefined}
      onPointerDownCapture={canBook ? load : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        submitAsked.current = true;
        setSubmitting(true);
        load();
      }}
      aria-labelledby="book-offer-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="book-offer-title" className="text-lg font-bold text-slate-900">
        {t("formTitle")}
      </h2>
      {!canBook ? (
        <Alert variant="info" title={t("unavailableTitle")}>
          {reason ? <p>{reason}</p> : null}
        </Alert>
      ) : null}
      <TravellerCountField choices={choices} availability={availability} disabled={!canBook} field={plain("travelerCount", (v) => setCount(Number(v) || 1))} />
      {canBook && session.status !== "guest" ? <LeadTravellerFields register={plainRegister} errors={{}} message={() => undefined} /> : null}
      <OfferPriceSummary unitPrice={unitPrice} count={count} preview={offerPricePreview(unitPrice, unitOriginalPrice, count)} />
      {canBook ? <BookOfferSubmit guest={session.status === "guest"} loginHref={loginHref} pending={submitting} /> : null}
    </PostForm>
  );
}
