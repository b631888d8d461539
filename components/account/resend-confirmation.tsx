"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { resendConfirmation } from "@/lib/api/accounts";
import type { Locale } from "@/lib/i18n/routing";
import { Button } from "@/components/ui/button";
import { failureMessage } from "@/lib/api/bff-client";

/** Sends the confirmation link again; the answer is the same whether or not the address is known. */
export function useResendConfirmation() {
  const locale = useLocale() as Locale;
  const t = useTranslations("Auth");
  // The address last confirmed sent stays shown while another send is under way or has failed.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resendMail = useMutation({
    mutationFn: (email: string) => resendConfirmation(email, locale),
    onSuccess: (_, email) => {
      setSentTo(email);
      toast.success(t("resendSent", { email }));
    },
    onError: (error) => toast.error(failureMessage(error, t("loginFailed"))),
  });
  return { resend: (email: string) => resendMail.mutate(email), pending: resendMail.isPending, sentTo };
}

export function ResendConfirmationButton({ email, variant = "outline" }: { email: string; variant?: "outline" | "secondary" }) {
  const t = useTranslations("Auth");
  const { resend, pending, sentTo } = useResendConfirmation();
  return (
    <div className="flex flex-col gap-2">
      <Button variant={variant} className="w-full" disabled={pending} onClick={() => resend(email)}>
        {pending ? t("resendPending") : t("resendConfirmation")}
      </Button>
      {sentTo ? (
        <p role="status" className="text-center text-xs text-emerald-700">
          {t("resendSent", { email: sentTo })}
        </p>
      ) : null}
    </div>
  );
}
