"use client";

import { useTranslations } from "next-intl";
import { Minus, Plus } from "lucide-react";
import { FARE_CLASSES, MAX_SEATED_PASSENGERS, type FareClass, type Party } from "@/provider/contracts/flight-rules";
import { PopoverPanel } from "@/components/ui/date-picker/popover-panel";

type Kind = keyof Party;

/** The bounds of each count given the others: adults+children ≤ 9 seats, infants ≤ adults. */
export function partyLimits(party: Party): Record<Kind, { min: number; max: number }> {
  return {
    adults: { min: Math.max(1, party.infants), max: MAX_SEATED_PASSENGERS - party.children },
    children: { min: 0, max: MAX_SEATED_PASSENGERS - party.adults },
    infants: { min: 0, max: party.adults },
  };
}

type Props = {
  trigger: React.RefObject<HTMLButtonElement | null>;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  party: Party;
  cabin: FareClass;
  onChange: (party: Party, cabin: FareClass) => void;
};

/** The travellers' steppers and the fare class in their popover; loaded when the button first opens (travelers-popover.tsx). */
export function TravelersPanel({ trigger, id, open, onOpenChange, party, cabin, onChange }: Props) {
  const t = useTranslations("Search");
  const terms = useTranslations("Terms");
  const limits = partyLimits(party);
  const rows: { kind: Kind; label: string; hint: string }[] = [
    { kind: "adults", label: terms("passengerGroup.adult"), hint: t("adultsHint") },
    { kind: "children", label: terms("passengerGroup.child"), hint: t("childrenHint") },
    { kind: "infants", label: terms("passengerGroup.infant"), hint: t("infantsHint") },
  ];

  return (
    <PopoverPanel
      trigger={trigger}
      id={id}
      open={open}
      onOpenChange={onOpenChange}
      label={t("partyAndCabin")}
      align="end"
      className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-2xl"
    >
      <ul className="divide-y divide-slate-100">
        {rows.map(({ kind, label, hint }) => (
          <li key={kind} className="flex items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold" id={`party-${kind}`}>
                {label}
              </p>
              <p className="text-sm text-muted">{hint}</p>
            </div>
            <button
              type="button"
              aria-label={t("decrease", { type: label })}
              disabled={party[kind] <= limits[kind].min}
              onClick={() => onChange({ ...party, [kind]: party[kind] - 1 }, cabin)}
              className="grid size-9 place-items-center rounded-full border border-slate-300 text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <Minus aria-hidden className="size-4" />
            </button>
            <output aria-labelledby={`party-${kind}`} aria-live="polite" className="w-6 text-center text-lg font-bold tabular-nums">
              {party[kind]}
            </output>
            <button
              type="button"
              aria-label={t("increase", { type: label })}
              disabled={party[kind] >= limits[kind].max}
              onClick={() => onChange({ ...party, [kind]: party[kind] + 1 }, cabin)}
              className="grid size-9 place-items-center rounded-full border border-slate-300 text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <Plus aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-muted">{t("maxSeatsNote")}</p>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-semibold">{terms("cabinLabel")}</legend>
        <div className="grid grid-cols-3 gap-2">
          {FARE_CLASSES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center justify-center rounded-lg border border-slate-300 px-2 py-2 text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
            >
              <input type="radio" name="cabin-choice" value={value} checked={cabin === value} onChange={() => onChange(party, value)} className="sr-only" />
              {terms(`cabin.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        onClick={() => onOpenChange(false)}
        className="mt-4 h-10 w-full rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800"
      >
        {t("done")}
      </button>
    </PopoverPanel>
  );
}
