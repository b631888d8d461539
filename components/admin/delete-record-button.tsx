"use client";

import { useLocale } from "next-intl";
import { deleteCatalogueRecord } from "@/lib/api/admin-catalogue";
import type { CatalogueKey } from "@/lib/admin/catalogue";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { ConfirmDeleteButton } from "./confirm-delete-button";

type Props = { resource: CatalogueKey; id: number; name: string; onDeleted?: () => void; variant?: "icon" | "full" };

/** Delete a catalogue record (airport, airline, meal, plane) behind the confirmation dialog; the list refreshes after. */
export function DeleteRecordButton({ resource, id, name, onDeleted, variant = "icon" }: Props) {
  const locale = useLocale() as Locale;
  const router = useRouter();
  return (
    <ConfirmDeleteButton
      name={name}
      variant={variant}
      remove={() => deleteCatalogueRecord(resource, id, locale)}
      onDeleted={onDeleted ?? (() => router.refresh())}
    />
  );
}
