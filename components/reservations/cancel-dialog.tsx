"use client";

import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import type { BookingKind } from "@/provider/contracts/booking-core";
import { BffError } from "@/lib/api/bff-client";
import { cancelBooking, cancellationQuoteQuery } from "@/lib/api/cancellations";
import { queryKeys } from "@/lib/api/keys";
import type { CancellationView } from "@/lib/reservations/reservations-map";
import { clockDateTime } from "@/lib/format/clock";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Money } from "@/components/currency/money";
import { useOfferFormat } from "@/components/offers/offer-format";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Latin } from "@/components/ui/latin";

const ref = (chunks: React.ReactNode) => <Latin>{chunks}</Latin>;

type Props = {
  kind?: BookingKind;
  reservationId: string;
  reference: string;
  paidAmount: number | null;
  /** Hotels, chalets, taxis: their terms as booked (components/reservations/stay-or-taxi-terms.tsx), under the quote. */
  terms?: React.ReactNode;
  /** The zone a flight's deadline is read in: its departure airport's, as on the ticket and in the mail. */
  timeZone?: string;
};

/** Cancel with the fee and the refund shown first (GET …/Cancellation), then POST …/Cancel, on the service that booked it (lib/api/cancellations.ts). */
export function CancelDialog({ kind = "flight", reservationId, reference, paidAmount, terms, timeZone }: Props) {
  const t = useTranslations("Reservations");
  const { open, onOpenChange, quote, error, pending, confirm } = useCancellation(kind, reservationId, reference);
  const q = quote.data;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="md" className="text-red-700 hover:bg-red-50">
          {t("cancel")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto flex max-w-md -translate-y-1/2 flex-col gap-4 rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t.rich("cancelTitle", { reference, ref })}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-muted hover:bg-slate-100" aria-label={t("cancelKeep")}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-slate-600">{t("cancelIntro")}</Dialog.Description>
          {quote.isPending ? (
            <p role="status" className="text-sm text-muted">
              {t("cancelLoading")}
            </p>
          ) : null}
          {quote.isError ? <Alert variant="error" title={quote.error instanceof BffError ? quote.error.message : t("cancelQuoteFailed")} /> : null}
          {q ? <CancelQuote quote={q} kind={kind} paidAmount={paidAmount} terms={terms} timeZone={timeZone} /> : null}
          {error ? <Alert variant="error" title={error} /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">{t("cancelKeep")}</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={confirm} disabled={!q?.allowed || pending} aria-busy={pending}>
              {pending ? t("cancelPending") : t("cancelConfirm")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's state: open, the quote (read once open), and the cancel call with its error. */
function useCancellation(kind: BookingKind, reservationId: string, reference: string) {
  const t = useTranslations("Reservations");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const quote = useQuery({ ...cancellationQuoteQuery(kind, reservationId, locale), enabled: open });
  const cancel = useMutation({
    mutationFn: async () => {
      await cancelBooking(kind, reservationId, locale);
    },
    onSuccess: () => {
      toast.success(t.rich("cancelDone", { reference, ref }));
      setOpen(false);
      // The list's tabs and this page's badges were rendered from the old status.
      router.refresh();
    },
    onError: () => void quote.refetch(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
  });
  // Open until the cancellation answers: closed mid-way, it could be opened and confirmed a second time.
  const onOpenChange = (next: boolean) => void (!cancel.isPending && (setOpen(next), cancel.reset()));
  const error = cancel.isError ? (cancel.error instanceof BffError ? cancel.error.message : t("cancelQuoteFailed")) : null;
  return { open, onOpenChange, quote, error, pending: cancel.isPending, confirm: () => cancel.mutate() };
}

type QuoteProps = Pick<Props, "paidAmount" | "terms" | "timeZone"> & { quote: CancellationView; kind: BookingKind };

/** What was paid, the fee and the refund; the terms they come from; and why cancelling is refused, when it is. */
function CancelQuote({ quote: q, kind, paidAmount, terms, timeZone }: QuoteProps) {
  const t = useTranslations("Reservations");
  return (
    <>
      <dl className="flex flex-col gap-2 rounded-xl bg-sand-50 p-4 text-sm">
        {paidAmount !== null ? (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t("cancelPaid")}</dt>
            <dd className="tabular-nums">
              <Money value={paidAmount} alwaysShowFraction />
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t("cancelFee")}</dt>
          <dd className="tabular-nums font-medium text-red-700" data-testid="cancel-fee">
            <Money value={q.fee} alwaysShowFraction />
          </dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>{t("cancelRefund")}</dt>
          <dd className="tabular-nums text-emerald-700" data-testid="cancel-refund">
            <Money value={q.refund} alwaysShowFraction />
          </dd>
        </div>
      </dl>
      {paidAmount === null ? (
        <p className="text-xs text-slate-600">{t("cancelUnpaid")}</p>
      ) : terms ? (
        <div className="text-xs text-slate-600 [&_p]:text-xs [&_p]:text-slate-600">{terms}</div>
      ) : (
        <p className="text-xs text-slate-600">{kind === "offer" ? <OfferRule quote={q} /> : <FlightRule quote={q} timeZone={timeZone} />}</p>
      )}
      {!q.allowed ? <Alert variant="error" title={<RefusalReason quote={q} kind={kind} timeZone={timeZone} />} /> : null}
    </>
  );
}

/** A flight's fee and deadline as stored with the booking, the deadline on its departure airport's clock. */
function FlightRule({ quote, timeZone }: { quote: CancellationView; timeZone?: string }) {
  const t = useTranslations("Reservations");
  const format = useFormatter();
  return t("cancelRule", { percent: quote.feePercent, deadline: clockDateTime(format, quote.deadline, timeZone) });
}

/** Why the provider refuses: the kind's own words once its deadline has passed, a general one otherwise. */
function RefusalReason({ quote, kind, timeZone }: { quote: CancellationView; kind: BookingKind; timeZone?: string }) {
  const t = useTranslations("Reservations");
  const ts = useTranslations("StayReservations");
  const format = useFormatter();
  if (quote.reason !== "deadlinePassed") return t("cancelDisabledOther");
  if (kind === "offer") return t("offerCancelClosed");
  if (kind === "taxi") return ts("cancelClosedTaxi");
  if (kind === "hotel" || kind === "chalet") return ts("cancelClosedStay");
  return t("cancelDisabledDeadline", { deadline: clockDateTime(format, quote.deadline, timeZone) });
}

/** An offer's own terms, as copied when it was booked: a free period after booking, then a fee, until its last day. */
function OfferRule({ quote }: { quote: CancellationView }) {
  const t = useTranslations("Reservations");
  const f = useOfferFormat();
  const [now] = useState(() => Date.now());
  const percent = quote.feePercent ?? 0;
  const deadline = f.lastDay(quote.deadline);
  if (quote.freeUntil && new Date(quote.freeUntil).getTime() > now) {
    return t("offerCancelRuleFree", { freeUntil: f.moment(quote.freeUntil), percent, deadline });
  }
  return t("offerCancelRule", { percent, deadline });
}
