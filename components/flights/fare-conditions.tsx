import { useTranslations } from "next-intl";
import { RefreshCcw, Undo2, X } from "lucide-react";
import type { FareTypeView } from "@/lib/flights/booking/types";
import { Money } from "@/components/currency/money";

type Fare = Pick<FareTypeView, "price" | "refundable" | "editable" | "editFees">;

/** What a fare type adds to the ticket: "+ price", or "Included" for the base fare. */
export function FarePrice({ fare }: { fare: Fare }) {
  const t = useTranslations("Flight");
  if (fare.price === 0) return t("included");
  return (
    <>
      +<Money value={fare.price} />
    </>
  );
}

/**
 * A fare type's refund and change conditions: listed on the flight's details page, and in one compact line of spans on
 * the booking form's fare cards (a radio's label holds no list).
 */
export function FareConditions({ fare, compact = false }: { fare: Fare; compact?: boolean }) {
  const t = useTranslations("Flight");
  const List = compact ? "span" : "ul";
  const Item = compact ? "span" : "li";
  const item = compact ? "inline-flex items-center gap-1" : "flex items-center gap-2";
  const icon = compact ? "size-3.5" : "size-4";
  return (
    <List className={compact ? "mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs" : "mt-auto flex flex-col gap-1.5 text-sm"}>
      <Item className={`${item} ${fare.refundable ? "text-emerald-700" : "text-muted"}`}>
        {fare.refundable ? <Undo2 aria-hidden className={icon} /> : <X aria-hidden className={icon} />}
        {fare.refundable ? t("refundable") : t("nonRefundable")}
      </Item>
      <Item className={`${item} ${fare.editable ? "text-emerald-700" : "text-muted"}`}>
        {fare.editable ? <RefreshCcw aria-hidden className={icon} /> : <X aria-hidden className={icon} />}
        {!fare.editable ? (
          t("notEditable")
        ) : fare.editFees > 0 ? (
          <span>
            {t("editableWithFee")} <Money value={fare.editFees} className={compact ? undefined : "font-semibold"} />
          </span>
        ) : (
          t("editableFree")
        )}
      </Item>
    </List>
  );
}
