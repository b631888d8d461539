"use client";

import { useTranslations } from "next-intl";
import { CABIN_ORDER, groupsOf, type Cabins } from "@/lib/admin/seat-map";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type Props = {
  cabins: Cabins;
  setCabin: (cls: keyof Cabins, change: Partial<Cabins[keyof Cabins]>) => void;
  onGenerate: () => void;
};

/** Rows and seat layout (e.g. "3-3") per cabin, and the button that draws the seat map from them. */
export function CabinsFieldset({ cabins, setCabin, onGenerate }: Props) {
  const tp = useTranslations("AdminCatalogue.planes");
  const terms = useTranslations("Terms");
  const message = useValidationMessage();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-bold text-slate-900">{tp("cabins")}</legend>
      <p className="text-sm text-slate-600">{tp("cabinsHint")}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {CABIN_ORDER.map((cls) => {
          const badLayout = cabins[cls].rows > 0 && groupsOf(cabins[cls].layout).length === 0;
          return (
            <div key={cls} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="text-sm font-semibold text-slate-900">{terms(`cabin.${cls}`)}</p>
              <div className="grid grid-cols-2 gap-2">
                <Field id={`cabin-${cls}-rows`} label={tp("rows")}>
                  {(ctl) => (
                    <Input
                      {...ctl}
                      type="number"
                      min={0}
                      max={80}
                      inputMode="numeric"
                      value={cabins[cls].rows}
                      onChange={(event) => setCabin(cls, { rows: Math.max(0, Math.min(80, Math.trunc(Number(event.target.value) || 0))) })}
                    />
                  )}
                </Field>
                <Field id={`cabin-${cls}-layout`} label={tp("layout")} error={badLayout ? message("layoutInvalid") : undefined}>
                  {(ctl) => (
                    <Input
                      {...ctl}
                      dir="ltr"
                      className="text-start"
                      maxLength={7}
                      value={cabins[cls].layout}
                      onChange={(event) => setCabin(cls, { layout: event.target.value })}
                    />
                  )}
                </Field>
              </div>
            </div>
          );
        })}
      </div>
      <Button
        type="button"
        variant="secondary"
        className="w-fit"
        onClick={onGenerate}
        disabled={
          CABIN_ORDER.every((cls) => cabins[cls].rows === 0) || CABIN_ORDER.some((cls) => cabins[cls].rows > 0 && groupsOf(cabins[cls].layout).length === 0)
        }
      >
        {tp("generate")}
      </Button>
    </fieldset>
  );
}
