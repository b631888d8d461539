"use client";

import { useLocale, useTranslations } from "next-intl";
import type { AdminTransfer } from "@/provider/contracts/admin-transfers";
import { deleteTransferSlot } from "@/lib/api/admin-transfers";
import type { Locale } from "@/lib/i18n/routing";
import { RemovableRanges } from "../removable-ranges";
import { TransferSlotForm } from "./transfer-slot-form";

/** Under a transfer's form: its vehicle overrides of pickup slots (each removable) and the form that adds one. */
export function TransferSlots({ transfer }: { transfer: AdminTransfer }) {
  const t = useTranslations("AdminCatalogue");
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby="transfer-slots-title" className="mt-6 flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="transfer-slots-title" className="text-lg font-bold text-slate-900">
        {t("transfers.slots")}
      </h2>
      <p className="text-sm text-slate-600">{t("transfers.slotsIntro")}</p>
      <RemovableRanges
        items={transfer.slots}
        rangeOf={(from, to) => t("transfers.slotRange", { from, to })}
        nameOf={(slot, dates) => `${dates}, ${t("transfers.slotTimes", { from: slot.fromTime, to: slot.toTime })}`}
        valueOf={(slot) => (slot.vehicles === 0 ? t("transfers.slotClosed") : t("transfers.slotVehiclesValue", { count: slot.vehicles }))}
        remove={(slotId) => deleteTransferSlot(slotId, locale)}
        texts={{
          removeLabel: (range) => t("transfers.removeSlot", { range }),
          removed: t("transfers.slotRemoved"),
          removeFailed: t("transfers.slotRemoveFailed"),
          empty: t("transfers.noSlots"),
        }}
        testId="transfer-slots"
      />
      <TransferSlotForm transfer={transfer} />
    </section>
  );
}
