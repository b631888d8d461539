"use client";

// The Stripe path, loaded only (next/dynamic) when a publishable key is configured AND the provider
// answered PaymentIntent with a client secret: loadStripe fetches Stripe's script, which fails
// offline, so the sandbox path must never import this module. The card is typed into Stripe's own
// iframe (Payment Element) and goes to Stripe only.
import { useEffect, useRef, useState } from "react";
import { loadStripe, type Stripe, type StripeElements } from "@stripe/stripe-js";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type Props = {
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the browser back after a redirect-based method (3-D Secure, wallets). */
  returnUrl: string;
  onPaid: () => void;
  onError: (message: string) => void;
};

export function StripeCheckout({ publishableKey, clientSecret, returnUrl, onPaid, onError }: Props) {
  const t = useTranslations("Payment");
  const locale = useLocale();
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey, { locale: locale === "ar" ? "ar" : "en" })
      .then((stripe) => {
        if (cancelled || !stripe || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret });
        elements.create("payment").mount(mountRef.current);
        setReady({ stripe, elements });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [publishableKey, clientSecret, locale]);

  const confirming = useMutation({
    mutationFn: ({ stripe, elements }: { stripe: Stripe; elements: StripeElements }) =>
      stripe.confirmPayment({ elements, redirect: "if_required", confirmParams: { return_url: returnUrl } }),
    // The webhook marks the reservation paid; the page refresh then reads the provider's state.
    onSuccess: (result) => (result.error ? onError(result.error.message ?? t("paymentError")) : onPaid()),
    // Stripe.js answers a decline with `error`; a rejection (network, script) says the same general failure.
    onError: () => onError(t("paymentError")),
  });
  const pending = confirming.isPending;
  const confirm = () => ready && confirming.mutate(ready);

  if (failed) return <Alert variant="error" title={t("stripeFailed")} />;
  return (
    <div className="flex flex-col gap-4">
      <div ref={mountRef} className="min-h-24" aria-busy={!ready}>
        {ready ? null : <p className="text-sm text-muted">{t("stripeLoading")}</p>}
      </div>
      <Button size="lg" className="w-full" onClick={confirm} disabled={!ready || pending} aria-busy={pending}>
        {pending ? t("paying") : t("stripeSubmit")}
      </Button>
    </div>
  );
}
