"use client";

// One admin action behind one button (lock an account, mail a confirmation again): an optional confirmation first,
// then the provider call with one request key per intent — a double press sends nothing more, and a retry after a lost
// answer reuses the key, so the provider acts once. The page is read again afterwards (the mails and history show the
// action); a refusal is said in the provider's words beside the button.
import { useCallback, useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { failureMessage } from "@/lib/api/bff-client";
import { newIdempotencyKey } from "@/lib/api/payments";
import { useRouter } from "@/lib/i18n/navigation";
import { useSingleFlight } from "@/lib/query/use-single-flight";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { Variant } from "@/components/ui/button-classes";

type Props = {
  label: string;
  busy: string;
  done: string;
  failed: string;
  /** Asked before acting, with the buttons to go on (`label`) or not. */
  confirm?: string;
  variant?: Variant;
  run: (key: string) => Promise<unknown>;
};

export function AdminActionButton({ label, busy, done, failed, confirm, variant = "secondary", run }: Props) {
  const t = useTranslations("AdminCatalogue");
  const router = useRouter();
  const key = useRef<string | null>(null);
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: (requestKey: string) => run(requestKey),
    onSuccess: () => {
      key.current = null;
      setAsking(false);
      toast.success(done);
      router.refresh();
    },
    onError: () => setAsking(false),
  });
  const act = useSingleFlight(mutation.mutate);
  const go = () => {
    key.current ??= newIdempotencyKey();
    act(key.current);
  };
  const focusOnShow = useCallback((node: HTMLDivElement | null) => node?.focus(), []);
  const pending = mutation.isPending;
  return (
    <div className="flex flex-col gap-2">
      {asking && confirm ? (
        <div ref={focusOnShow} tabIndex={-1} role="alertdialog" aria-label={confirm} className="rounded-xl bg-amber-50 p-4 outline-none ring-1 ring-amber-200">
          <p className="font-semibold text-slate-900">{confirm}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant={variant} onClick={go} disabled={pending} aria-busy={pending}>
              {pending ? busy : label}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)} disabled={pending}>
              {t("cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button
            variant={variant}
            disabled={pending}
            aria-busy={pending}
            onClick={() => {
              mutation.reset();
              if (confirm) setAsking(true);
              else go();
            }}
          >
            {pending ? busy : label}
          </Button>
        </div>
      )}
      {mutation.isError ? <Alert variant="error">{failureMessage(mutation.error, failed)}</Alert> : null}
    </div>
  );
}
