"use client";

import { useTranslations, useFormatter } from "next-intl";
import { Minus, Plus } from "lucide-react";
import type { BagView, MealView } from "@/lib/flights/booking/types";
import { clockDateTime } from "@/lib/format/clock";
import { Money } from "@/components/currency/money";

type Quantities = Record<number, number>;
const MAX_QUANTITY = 9;

function Stepper({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: string }) {
  const t = useTranslations("Booking");
  return (
    <div className="flex items-center gap-1" role="group" aria-label={label}>
      <button
        type="button"
        onClick={() => onChange(value - 1)}
        disabled={value <= 0}
        aria-label={t("decrease", { item: label })}
        className="grid size-9 place-items-center rounded-full ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40"
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <output aria-live="polite" className="w-7 text-center text-sm font-semibold">
        {value}
      </output>
      <button
        type="button"
        onClick={() => onChange(value + 1)}
        disabled={value >= MAX_QUANTITY}
        aria-label={t("increase", { item: label })}
        className="grid size-9 place-items-center rounded-full ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40"
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/** Extra bags and meals with quantities; meals past their request deadline cannot be added. */
export function ExtrasPicker({
  bags,
  meals,
  bagQty,
  mealQty,
  onBag,
  onMeal,
  now,
  timeZone,
}: {
  bags: BagView[];
  meals: MealView[];
  bagQty: Quantities;
  mealQty: Quantities;
  onBag: (id: number, n: number) => void;
  onMeal: (id: number, n: number) => void;
  now: number;
  timeZone: string;
}) {
  const t = useTranslations("Booking");
  const tf = useTranslations("Flight");
  const format = useFormatter();
  if (!bags.length && !meals.length) return <p className="text-sm text-slate-600">{t("noExtras")}</p>;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {bags.length ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-800">{tf("bagsTitle")}</h3>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
            {bags.map((b) => {
              const name = tf("bagWeight", { weight: b.weightKg });
              return (
                <li key={b.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                  <span className="text-sm">
                    <span className="block font-medium text-slate-900">{name}</span>
                    <Money value={b.price} className="text-xs text-slate-600" />
                  </span>
                  <Stepper value={bagQty[b.id] ?? 0} onChange={(n) => onBag(b.id, n)} label={name} />
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {meals.length ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-800">{tf("mealsTitle")}</h3>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
            {meals.map((m) => {
              const closed = Date.parse(m.requestDeadline) < now;
              return (
                <li key={m.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                  <span className="min-w-0 text-sm">
                    <span className="block font-medium text-slate-900">{m.name}</span>
                    <span className="block text-xs text-slate-600">
                      <Money value={m.price} /> · {tf(`mealKind.${m.kind}`)}
                    </span>
                    <span className={`block text-xs ${closed ? "text-red-700" : "text-muted"}`}>
                      {closed ? t("mealClosed") : tf("requestBy", { date: clockDateTime(format, m.requestDeadline, timeZone) })}
                    </span>
                  </span>
                  {closed ? null : <Stepper value={mealQty[m.id] ?? 0} onChange={(n) => onMeal(m.id, n)} label={m.name} />}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
