"use client";

import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { deletePriceAlert } from "@/lib/api/price-alerts";
import { useRouter } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";

/** Deletes one alert of the account page, then renders the page again without it. */
export function DeletePriceAlertButton({ id, label }: { id: string; label: string }) {
  const t = useTranslations("PriceAlerts");
  const locale = useLocale();
  const router = useRouter();
  const removal = useMutation({
    mutationFn: () => deletePriceAlert(id, locale),
    onSuccess: () => {
      toast.success(t("deleted"));
      router.refresh();
    },
    onError: () => toast.error(t("deleteFailed")),
  });
  return (
    <button type="button" aria-label={label} onClick={() => removal.mutate()} disabled={removal.isPending} className={buttonClasses("ghost", "sm")}>
      <Trash2 aria-hidden className="size-4" />
      {t("deleteShort")}
    </button>
  );
}
