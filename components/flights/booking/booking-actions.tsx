"use client";

import { useTranslations } from "next-intl";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Money } from "@/components/currency/money";
import { Button } from "@/components/ui/button";

type Props = {
  /** On the review step the action books; before it, it moves on. */
  review: boolean;
  pending: boolean;
  onNext: () => void;
};

/**
 * The step's main action. Next and Submit are distinct elements (keys): were one button to turn into a
 * submit button while its own click is handled, the browser would submit the form and book at once.
 */
export function StepAction({ review, pending, onNext, className = "" }: Props & { className?: string }) {
  const t = useTranslations("Booking");
  return review ? (
    <Button key="submit" type="submit" size="lg" className={className} disabled={pending} aria-busy={pending}>
      {pending ? t("submitting") : t("submit")}
    </Button>
  ) : (
    <Button key="next" size="lg" className={className} onClick={onNext}>
      {t("next")}
      <ArrowRight aria-hidden className="size-5 rtl:rotate-180" />
    </Button>
  );
}

/** The phone's bottom bar: back, the running total and the step's action. */
export function BookingActionBar({ total, onBack, ...action }: Props & { total: number; onBack: (() => void) | null }) {
  const t = useTranslations("Booking");
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center gap-2">
        {onBack ? (
          <Button variant="ghost" size="icon" onClick={onBack} aria-label={t("back")}>
            <ArrowLeft aria-hidden className="size-5 rtl:rotate-180" />
          </Button>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{t("price.total")}</p>
          <Money value={total} className="text-lg font-extrabold text-brand-800" />
        </div>
        <StepAction {...action} />
      </div>
    </div>
  );
}
