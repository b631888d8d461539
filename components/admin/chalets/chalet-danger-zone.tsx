"use client";

import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { failureMessage } from "@/lib/api/bff-client";
import { removeChalet, restoreChalet } from "@/lib/api/admin-chalets";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteButton } from "../confirm-delete-button";

type Props = { id: number; name: string; bookingCount: number; archived: boolean };

/**
 * Under a chalet's form: remove it. Deleted when nobody booked it; archived otherwise (off sale, kept for its
 * bookings), which the admin is told before and after. An archived chalet can be put back on sale.
 */
export function ChaletDangerZone({ id, name, bookingCount, archived }: Props) {
  const t = useTranslations("AdminChalets");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const restore = useMutation({
    mutationFn: () => restoreChalet(id, locale),
    onSuccess: () => {
      toast.success(t("restored"));
      router.refresh();
    },
    onError: (failure) => toast.error(failureMessage(failure, t("restoreFailed"))),
  });
  return (
    <section
      aria-label={t("removeSection")}
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-100"
    >
      <p className="text-sm text-slate-600">
        {archived ? t("archivedHint", { count: bookingCount }) : bookingCount > 0 ? t("archiveHint", { count: bookingCount }) : t("deleteHint")}
      </p>
      {archived ? (
        <Button type="button" variant="outline" disabled={restore.isPending} aria-busy={restore.isPending} onClick={() => restore.mutate()}>
          {t("restore")}
        </Button>
      ) : (
        <ConfirmDeleteButton
          name={name}
          remove={async () => {
            const outcome = await removeChalet(id, locale);
            if (outcome.outcome === "archived") toast.info(t("archivedToast", { count: outcome.bookingCount }));
          }}
          onDeleted={() => router.push("/admin/dashboard/chalets")}
        />
      )}
    </section>
  );
}
