"use client";

// Cancelling a flight asks first, showing what it affects (reservations, travellers, the refund) as the provider
// counts them when the dialog opens; confirming cancels them all with full refunds.
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import * as Dialog from "@radix-ui/react-dialog";
import { Ban } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import type { FlightCancellation } from "@/provider/contracts/admin-flights";
import { cancelAdminFlight, getFlightCancellation } from "@/lib/api/admin-flights";
import { failureMessage } from "@/lib/api/bff-client";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CancellationImpact } from "./cancellation-impact";

export function CancelFlightButton({ id, number }: { id: string; number: string }) {
  const t = useTranslations("AdminFlights");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [impact, setImpact] = useState<FlightCancellation | null>(null);
  // The impact is read when the dialog opens (a read, not a write); its failure shares the dialog's alert.
  const [readError, setReadError] = useState<string | null>(null);
  const cancellation = useMutation({
    mutationFn: () => cancelAdminFlight(id, locale),
    onSuccess: (done) => {
      toast.success(t("cancel.done", { count: done.reservations }));
      setOpen(false);
      router.refresh();
    },
    onError: (e) => toast.error(failureMessage(e, t("cancel.failed"))),
  });
  const error = cancellation.isError ? failureMessage(cancellation.error, t("cancel.failed")) : readError;
  const busy = cancellation.isPending;

  async function opened(next: boolean) {
    // Open until the cancellation answers: closed mid-way, it could be opened and confirmed a second time.
    if (cancellation.isPending) return;
    setOpen(next);
    setReadError(null);
    cancellation.reset();
    if (!next) return;
    setImpact(null);
    try {
      setImpact(await getFlightCancellation(id, locale));
    } catch (e) {
      setReadError(failureMessage(e, t("cancel.failed")));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={opened}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="danger">
          <Ban aria-hidden className="size-4" />
          {t("cancel.button")}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-4 top-1/4 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">{t("cancel.title", { number })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{t("cancel.body")}</Dialog.Description>
          <CancellationImpact impact={impact} failed={Boolean(error)} />
          {error ? (
            <Alert variant="error" className="mt-4">
              {error}
            </Alert>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button type="button" variant="ghost">
                {t("cancel.keep")}
              </Button>
            </Dialog.Close>
            <Button type="button" variant="danger" onClick={() => cancellation.mutate()} disabled={busy || !impact} aria-busy={busy}>
              {busy ? t("cancel.busy") : t("cancel.confirm")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
