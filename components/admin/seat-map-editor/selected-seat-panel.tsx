"use client";

import { useTranslations } from "next-intl";
import { Plus, Trash2 } from "lucide-react";
import { CABIN_ORDER, type FareClass } from "@/lib/admin/seat-map";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { Latin } from "@/components/ui/latin";
import type { EditorSeat } from "./drawn-rows";

type Props = {
  selected: { row: number; column: string } | null;
  current: { seat: EditorSeat; index: number } | undefined;
  seatError: string | undefined;
  onUpdate: (index: number, change: Partial<EditorSeat>) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
};

/** The place chosen on the map: a seat's number, class and removal (a booked seat keeps its class), or "add a seat". */
export function SelectedSeatPanel({ selected, current, seatError, onUpdate, onRemove, onAdd }: Props) {
  const t = useTranslations("AdminCatalogue.planes");
  const terms = useTranslations("Terms");
  return (
    <aside aria-live="polite" className="flex flex-col gap-4 self-start rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      {current ? (
        <>
          <h3 className="font-bold text-slate-900">{t("selectedSeat", { seat: current.seat.seatNumber })}</h3>
          {current.seat.sold ? <p className="rounded-lg bg-slate-50 p-2 text-xs text-slate-600">{t("bookedHint")}</p> : null}
          <Field id="seat-number" label={t("seatNumber")} error={seatError}>
            {(ctl) => (
              <Input
                {...ctl}
                dir="ltr"
                className="text-start uppercase"
                maxLength={5}
                value={current.seat.seatNumber}
                onChange={(event) => onUpdate(current.index, { seatNumber: event.target.value.toUpperCase() })}
              />
            )}
          </Field>
          <Field id="seat-class" label={t("seatClass")}>
            {(ctl) => (
              <select
                {...ctl}
                className={inputClasses}
                value={current.seat.class}
                disabled={current.seat.sold}
                onChange={(event) => onUpdate(current.index, { class: event.target.value as FareClass })}
              >
                {CABIN_ORDER.map((cls) => (
                  <option key={cls} value={cls}>
                    {terms(`cabin.${cls}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="button" variant="outline" disabled={current.seat.sold} onClick={() => onRemove(current.index)}>
            <Trash2 aria-hidden className="size-4" />
            {t("removeSeat")}
          </Button>
        </>
      ) : selected ? (
        <>
          <h3 className="font-bold text-slate-900">
            <Latin>{`${selected.row}${selected.column}`}</Latin>
          </h3>
          <Button type="button" variant="secondary" onClick={onAdd}>
            <Plus aria-hidden className="size-4" />
            {t("addSeat")}
          </Button>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t("noSeatSelected")}</p>
      )}
    </aside>
  );
}
