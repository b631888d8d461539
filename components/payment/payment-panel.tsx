"use client";

import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Lock, Ticket, TimerOff, XCircle } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import type { BookingKind } from "@/provider/contracts/booking-core";
import type { PayRequest, PaymentStatus, ReservationStatus } from "@/provider/contracts/reservations";
import { scrollBehavior } from "@/lib/a11y/motion";
import { BffError } from "@/lib/api/bff-client";
import { isUncertain, newIdempotencyKey, payReservation, readPaidState, startStripePayment } from "@/lib/api/payments";
import type { Locale } from "@/lib/i18n/routing";
import { settlePayment, type PayResolution } from "@/lib/payment/pay-resolution";
import { Link, useRouter } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";
import { useCharged } from "@/components/currency/currency-provider";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import type { CardFormField } from "@/lib/payment/card-format";
import { HoldCountdown, useRemaining } from "./hold-countdown";
import { PayErrorAlert, type PayError } from "./pay-error-alert";
import { SandboxCardForm } from "./sandbox-card-form";
import { kindKey } from "./kind-words";

// Imported only once a Stripe client secret exists, so the sandbox path never loads Stripe.js.
const StripeCheckout = dynamic(() => import("./stripe-checkout").then((m) => m.StripeCheckout), { ssr: false });

type Props = {
  /** What was booked: where it is paid and how the hold and the ticket are named. */
  kind: BookingKind;
  reservationId: string;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  holdExpiresAt: string;
  /** The server's clock when the page was rendered (ms). */
  serverNow: number;
  total: number;
  /** The flight's e-ticket, or the voucher of every other kind. */
  ticketHref: Href;
  bookAgainHref: Href;
  /**
   * NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, when Stripe is configured: the card is then typed into Stripe Elements
   * only and never reaches our servers; without it, the sandbox card form.
   */
  stripeKey: string | null;
};

/**
 * The payment step of every kind of booking: countdown, card form (sandbox) or Stripe Elements, and the outcome of a
 * payment: success, decline, expiry. Only the words for what is held (seats, places) and issued differ per kind.
 */
export function PaymentPanel(props: Props) {
  const t = useTranslations("Payment");
  const router = useRouter();
  const charge = useCharged();
  const remaining = useRemaining(props.holdExpiresAt, props.serverNow);
  const state = usePayState();
  const { pay, startStripe, retry, pending } = usePayActions(props, state);
  const { error, paid } = state;
  const { errorRef, successRef } = useOutcomeFocus(error, paid);

  const kind = props.kind;
  const confirmed = paid || (props.status === "confirmed" && props.paymentStatus === "paid");
  if (confirmed) return <ConfirmedOutcome focusRef={successRef} paidNow={paid} kind={kind} ticketHref={props.ticketHref} />;
  if (props.status === "cancelled") {
    return <StateCard icon={<XCircle aria-hidden className="size-8 text-red-600" />} title={t("cancelledTitle")} body={t("cancelledBody")} />;
  }
  if (props.status === "expired" || state.expiredByServer || remaining <= 0) {
    return (
      <StateCard icon={<TimerOff aria-hidden className="size-8 text-muted" />} title={t("expiredTitle")} body={t(kindKey(kind, "expiredBody"))}>
        <Link href={props.bookAgainHref} className={buttonClasses("primary", "md")}>
          {t("bookAgain")}
        </Link>
      </StateCard>
    );
  }

  // The button names what the card is charged (SAR); another chosen currency is only an indication, said under it.
  const { charged, indication } = charge(props.total);
  const payLabel = t("payAmount", { amount: charged });
  const chargedNote = indication ? (
    <p className="text-center text-xs text-slate-600" data-testid="charged-note">
      {t("chargedNote", { charged, indication })}
    </p>
  ) : null;
  return (
    <div className="flex flex-col gap-4">
      <HoldCountdown remaining={remaining} kind={props.kind} />
      {error ? <PayErrorAlert ref={errorRef} error={error} kind={props.kind} pending={pending} onRetry={retry} /> : null}
      {props.stripeKey && state.stripeSecret ? (
        <StripeCheckout
          publishableKey={props.stripeKey}
          clientSecret={state.stripeSecret}
          returnUrl={typeof window === "undefined" ? "" : window.location.href}
          onPaid={() => {
            state.setPaid(true);
            router.refresh();
          }}
          onError={(message) => state.setError({ kind: "declined", message })}
        />
      ) : props.stripeKey ? (
        <div className="flex flex-col gap-3">
          <Button size="lg" className="w-full" onClick={startStripe} disabled={pending} aria-busy={pending}>
            <Lock aria-hidden className="size-4" />
            {pending ? t("stripeLoading") : t("continueToPayment")}
          </Button>
          <p className="text-center text-xs text-muted">{t("stripeNote")}</p>
        </div>
      ) : (
        <SandboxCardForm submitLabel={payLabel} pending={pending} serverErrors={state.fieldErrors} onSubmit={pay} />
      )}
      {chargedNote}
    </div>
  );
}

/**
 * What the attempts came to. The attempt under way is the mutations' (usePayActions); the error is the payment's own
 * state, not a mutation's: "confirming" is set while a Pay is still under way, and Stripe's decline comes from Elements.
 */
function usePayState() {
  const [error, setError] = useState<PayError | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardFormField, string>>>();
  const [paid, setPaid] = useState(false);
  const [expiredByServer, setExpiredByServer] = useState(false);
  const [stripeSecret, setStripeSecret] = useState<string | null>(null);
  // One key per payment attempt, kept across network retries of that attempt and dropped once it has an answer.
  const keyRef = useRef<string | null>(null);
  const [lastRequest, setLastRequest] = useState<PayRequest | null>(null);
  return {
    error,
    setError,
    fieldErrors,
    setFieldErrors,
    paid,
    setPaid,
    expiredByServer,
    setExpiredByServer,
    stripeSecret,
    setStripeSecret,
    keyRef,
    lastRequest,
    setLastRequest,
  };
}

/** Pay with the sandbox card, or open Stripe's PaymentIntent; every answer (or its absence) lands in `state`. */
function usePayActions(props: Props, state: ReturnType<typeof usePayState>) {
  const t = useTranslations("Payment");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { keyRef, setError, setExpiredByServer } = state;

  const fail = (caught: unknown) => {
    const e = caught instanceof BffError ? caught : new BffError(t("paymentError"), 0, "NETWORK");
    if (isUncertain(e)) {
      setError({ kind: "network", message: e.message });
      return;
    }
    keyRef.current = null;
    if (e.code === "HOLD_EXPIRED") setExpiredByServer(true);
    // In Stripe mode the webhook may have marked it paid meanwhile: the refresh then shows the confirmation.
    else if (e.code === "RESERVATION_NOT_PAYABLE" || (props.stripeKey && e.code === "ALREADY_PAID")) router.refresh();
    if (e.fields) state.setFieldErrors(mapFields(e.fields));
    setError({ kind: e.code === "PAYMENT_DECLINED" ? "declined" : "other", message: e.message });
  };

  // A Pay that times out may still have gone through: settlePayment reads the reservation back and, while it is
  // pending, resends the same key. Only "unreachable" and "confirming" keep the key for the retry button.
  const settle = (resolution: PayResolution) => {
    if (resolution.kind === "confirming") return setError({ kind: "confirming", message: "" });
    if (resolution.kind === "unreachable") return setError({ kind: "network", message: t("networkTitle") });
    keyRef.current = null;
    if (resolution.kind === "paid") {
      state.setPaid(true);
      router.refresh();
    } else if (resolution.kind === "expired") setExpiredByServer(true);
    else if (resolution.kind === "cancelled") router.refresh();
    else if (resolution.error) fail(resolution.error);
    else setError({ kind: "other", message: t("paymentError") });
  };

  const payment = useMutation({
    mutationFn: ({ request, key }: { request: PayRequest; key: string }) =>
      settlePayment({
        pay: () => payReservation(props.kind, props.reservationId, request, key, locale),
        read: () => readPaidState(props.kind, props.reservationId, locale),
        onConfirming: () => setError((shown) => (shown?.kind === "confirming" ? shown : { kind: "confirming", message: "" })),
      }),
    onSuccess: settle,
  });
  const pay = (request: PayRequest, changed: boolean) => {
    if (changed || !keyRef.current) keyRef.current = newIdempotencyKey();
    state.setLastRequest(request);
    setError(null);
    state.setFieldErrors(undefined);
    payment.mutate({ request, key: keyRef.current });
  };

  // Stripe: no card here; the provider opens a PaymentIntent (the key survives a lost connection so a retry
  // gets the same intent) and the card goes straight from Stripe Elements to Stripe.
  const opening = useMutation({
    mutationFn: (key: string) => startStripePayment(props.kind, props.reservationId, key, locale),
    onSuccess: (secret) => {
      keyRef.current = null;
      state.setStripeSecret(secret);
    },
    onError: fail,
  });
  const startStripe = () => {
    keyRef.current ??= newIdempotencyKey();
    setError(null);
    opening.mutate(keyRef.current);
  };

  const lastRequest = state.lastRequest;
  const retry = props.stripeKey ? startStripe : lastRequest ? () => pay(lastRequest, false) : null;
  return { pay, startStripe, retry, pending: payment.isPending || opening.isPending };
}

/** Where the focus goes once something happens. */
function useOutcomeFocus(error: PayError | null, paid: boolean) {
  const errorRef = useRef<HTMLDivElement>(null);
  // A new error is brought into view (the pay button may sit at the bottom of a phone screen) and focused.
  useEffect(() => {
    if (!error) return;
    errorRef.current?.focus({ preventScroll: true });
    errorRef.current?.scrollIntoView({ block: "center", behavior: scrollBehavior() });
  }, [error]);
  // The pay button that had the focus is gone once paid: the outcome takes the focus, so it is read out and the
  // next Tab reaches the ticket instead of starting again at the top of the page.
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (paid) successRef.current?.focus();
  }, [paid]);
  return { errorRef, successRef };
}

type ConfirmedProps = { focusRef: React.Ref<HTMLDivElement>; paidNow: boolean; kind: BookingKind; ticketHref: Href };

/** Paid (just now, or before this visit): the ticket or voucher is a click away. */
function ConfirmedOutcome({ focusRef, paidNow, kind, ticketHref }: ConfirmedProps) {
  const t = useTranslations("Payment");
  return (
    <div ref={focusRef} tabIndex={-1} className="outline-none">
      <Alert variant="success" title={paidNow ? t("successTitle") : t("confirmedTitle")}>
        <p>{paidNow ? t(kindKey(kind, "successBody")) : t(kindKey(kind, "confirmedBody"))}</p>
        <Link href={ticketHref} className={buttonClasses("primary", "md", "mt-3")}>
          <Ticket aria-hidden className="size-4" />
          {t(kindKey(kind, "viewTicket"))}
        </Link>
      </Alert>
    </div>
  );
}

function mapFields(fields: Record<string, string>): Partial<Record<CardFormField, string>> {
  const out: Partial<Record<CardFormField, string>> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === "expMonth" || key === "expYear") out.expiry ??= value;
    else if (key === "cardNumber" || key === "cvc" || key === "holderName") out[key] = value;
  }
  return out;
}

function StateCard({ icon, title, body, children }: { icon: React.ReactNode; title: string; body: string; children?: React.ReactNode }) {
  return (
    <section role="status" className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center">
      {icon}
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-600">{body}</p>
      {children}
    </section>
  );
}
