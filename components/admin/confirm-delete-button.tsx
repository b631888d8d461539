"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import * as Dialog from "@radix-ui/react-dialog";
import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { failureMessage } from "@/lib/api/bff-client";

type Props = {
  name: string;
  /** Deletes the record; a refusal (e.g. "3 reservations were made for this offer") is thrown with its message. */
  remove: () => Promise<void>;
  onDeleted: () => void;
  variant?: "icon" | "full";
};

/**
 * Delete behind a confirmation dialog, for any admin record: the delete is passed in. A refusal ("in use by 3
 * flights") stays in the dialog beside the question and is also toasted, so it is read whichever the admin looks at.
 */
export function ConfirmDeleteButton({ name, remove, onDeleted, variant = "full" }: Props) {
  const t = useTranslations("AdminCatalogue");
  const [open, setOpen] = useState(false);
  const deletion = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      toast.success(t("deleted"));
      setOpen(false);
      onDeleted();
    },
    onError: (failure) => toast.error(failureMessage(failure, t("deleteFailed"))),
  });
  const error = deletion.isError ? failureMessage(deletion.error, t("deleteFailed")) : null;
  const busy = deletion.isPending;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Open until the request answers: closed mid-way, it could be opened and confirmed a second time.
        if (deletion.isPending) return;
        setOpen(next);
        if (!next) deletion.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button
          type="button"
          variant={variant === "icon" ? "ghost" : "danger"}
          size="sm"
          aria-label={variant === "icon" ? t("deleteNamed", { name }) : undefined}
          className={variant === "icon" ? "text-red-700 hover:bg-red-50" : ""}
        >
          <Trash2 aria-hidden className="size-4" />
          <span className={variant === "icon" ? "hidden lg:inline" : ""}>{t("delete")}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-4 top-1/3 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">{t("deleteTitle", { name })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{t("deleteBody")}</Dialog.Description>
          {error ? (
            <Alert variant="error" className="mt-4">
              {error}
            </Alert>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button type="button" variant="ghost">
                {t("cancel")}
              </Button>
            </Dialog.Close>
            <Button type="button" variant="danger" onClick={() => deletion.mutate()} disabled={busy} aria-busy={busy}>
              {busy ? t("deleting") : t("deleteConfirm")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
