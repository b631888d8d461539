"use client";

import { forwardRef } from "react";
import { useTranslations } from "next-intl";
import type { BookingKind } from "@/provider/contracts/booking-core";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { kindKey } from "./kind-words";

/** "confirming": a Pay timed out and the reservation is still pending; the payment may yet go through. */
export type PayError = { kind: "declined" | "network" | "confirming" | "other"; message: string };

type Props = { error: PayError; kind?: BookingKind; pending: boolean; onRetry: (() => void) | null };

/** One message says what happened and what to do next; the alert is announced, so no toast repeats it. */
export const PayErrorAlert = forwardRef<HTMLDivElement, Props>(function PayErrorAlert({ error, kind = "flight", pending, onRetry }, ref) {
  const t = useTranslations("Payment");
  const confirming = error.kind === "confirming";
  const title =
    error.kind === "declined"
      ? t("declinedTitle")
      : error.kind === "network"
        ? t("networkTitle")
        : confirming
          ? t("confirmingTitle")
          : error.message || t("paymentError");
  const body =
    error.kind === "declined"
      ? t(kindKey(kind, "declinedBody"))
      : error.kind === "network"
        ? t("networkError")
        : confirming
          ? t("confirmingBody")
          : t(kindKey(kind, "stillPayable"));
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-24 outline-none">
      {/* Still being confirmed is not a failure: it is said politely, not as an error. */}
      <Alert variant={confirming ? "info" : "error"} title={title}>
        <p>{body}</p>
        {(error.kind === "network" || confirming) && onRetry ? (
          <Button variant="outline" size="sm" className="mt-2" disabled={pending} onClick={onRetry}>
            {confirming ? t("checkAgain") : t("retry")}
          </Button>
        ) : null}
      </Alert>
    </div>
  );
});
