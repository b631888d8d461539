"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Ticket, TimerOff, XCircle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import type { PayRequest, PaymentStatus, ReservationStatus } from "@/provider/contracts/reservations";
import { BffError } from "@/lib/api/bff-client";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { useMoney } from "@/components/currency/currency-provider";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import type { CardFormField } from "./card-format";
import { HoldCountdown, useRemaining } from "./hold-countdown";
import { isRetryable, newIdempotencyKey, payReservation } from "./pay-request";
import { SandboxCardForm } from "./sandbox-card-form";

// Imported only once a Stripe client secret exists, so the sandbox path never loads Stripe.
const StripeCheckout = dynamic(() => import("./stripe-checkout").then((m) => m.StripeCheckout), { ssr: false });

type Props = {
  reservationId: string;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  holdExpiresAt: string;
  /** The server's clock when the page was rendered (ms). */
  serverNow: number;
  total: number;
  ticketHref: string;
  bookAgainHref: string;
  /** NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, when Stripe is configured. */
  stripeKey: string | null;
};

type PayError = { kind: "declined" | "network" | "other"; message: string };

/** Countdown, card form and the outcome of a payment: success, decline, expiry. */
export function PaymentPanel(props: Props) {
  const t = useTranslations("Payment");
  const locale = useLocale();
  const router = useRouter();
  const money = useMoney();
  const remaining = useRemaining(props.holdExpiresAt, props.serverNow);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<PayError | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardFormField, string>>>();
  const [paid, setPaid] = useState(false);
  const [expiredByServer, setExpiredByServer] = useState(false);
  const [stripeSecret, setStripeSecret] = useState<string | null>(null);
  // One key per payment attempt, kept across network retries of that attempt and dropped once it has an answer.
  const keyRef = useRef<string | null>(null);
  const lastRequest = useRef<PayRequest | null>(null);

  const confirmed = paid || (props.status === "confirmed" && props.paymentStatus === "paid");
  if (confirmed) {
    return (
      <Alert variant="success" title={paid ? t("successTitle") : t("confirmedTitle")}>
        <p>{paid ? t("successBody") : t("confirmedBody")}</p>
        <Link href={props.ticketHref} className={buttonClasses("primary", "md", "mt-3")}>
          <Ticket aria-hidden className="size-4" />
          {t("viewTicket")}
        </Link>
      </Alert>
    );
  }
  if (props.status === "cancelled") {
    return (
      <StateCard icon={<XCircle aria-hidden className="size-8 text-red-600" />} title={t("cancelledTitle")} body={t("cancelledBody")} />
    );
  }
  if (props.status === "expired" || expiredByServer || remaining <= 0) {
    return (
      <StateCard icon={<TimerOff aria-hidden className="size-8 text-slate-500" />} title={t("expiredTitle")} body={t("expiredBody")}>
        <Link href={props.bookAgainHref} className={buttonClasses("primary", "md")}>
          {t("bookAgain")}
        </Link>
      </StateCard>
    );
  }

  const pay = async (request: PayRequest, changed: boolean) => {
    if (changed || !keyRef.current) keyRef.current = newIdempotencyKey();
    lastRequest.current = request;
    setPending(true);
    setError(null);
    setFieldErrors(undefined);
    try {
      const outcome = await payReservation(props.reservationId, request, keyRef.current, locale);
      keyRef.current = null;
      if (outcome.clientSecret && props.stripeKey) {
        setStripeSecret(outcome.clientSecret);
      } else if (outcome.status === "confirmed" && outcome.paymentStatus === "paid") {
        setPaid(true);
        toast.success(t("successTitle"));
        router.refresh();
      } else {
        setError({ kind: "other", message: t("paymentError") });
      }
    } catch (caught) {
      const e = caught instanceof BffError ? caught : new BffError(t("paymentError"), 0, "NETWORK");
      if (isRetryable(e)) {
        setError({ kind: "network", message: e.message });
      } else {
        keyRef.current = null;
        if (e.code === "HOLD_EXPIRED") setExpiredByServer(true);
        else if (e.code === "RESERVATION_NOT_PAYABLE") router.refresh();
        if (e.fields) setFieldErrors(mapFields(e.fields));
        setError({ kind: e.code === "PAYMENT_DECLINED" ? "declined" : "other", message: e.message });
        toast.error(t("paymentError"));
      }
    } finally {
      setPending(false);
    }
  };

  const payLabel = t("payAmount", { amount: money(props.total, { alwaysShowFraction: true }) });
  return (
    <div className="flex flex-col gap-4">
      <HoldCountdown remaining={remaining} />
      {error ? (
        <Alert variant="error" title={t("paymentError")}>
          {error.message && error.message !== t("paymentError") ? <p>{error.message}</p> : null}
          <p>{error.kind === "network" ? t("networkError") : t("stillPayable")}</p>
          {error.kind === "network" && lastRequest.current ? (
            <Button variant="outline" size="sm" className="mt-2" disabled={pending} onClick={() => lastRequest.current && pay(lastRequest.current, false)}>
              {t("retry")}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {stripeSecret && props.stripeKey ? (
        <StripeCheckout
          publishableKey={props.stripeKey}
          clientSecret={stripeSecret}
          returnUrl={typeof window === "undefined" ? "" : window.location.href}
          onPaid={() => {
            setPaid(true);
            router.refresh();
          }}
          onError={(message) => setError({ kind: "declined", message })}
        />
      ) : (
        <SandboxCardForm submitLabel={payLabel} pending={pending} serverErrors={fieldErrors} onSubmit={pay} />
      )}
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

