"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import type { FieldControlProps } from "@/components/ui/field";

type Props = FieldControlProps & {
  /** SAR minor units (halalas), as the wire and the database hold money; NaN while the text is not an amount. */
  value: number | null;
  /** An empty text is null when `optional` (no amount, e.g. an offer's price before its discount), NaN otherwise. */
  onChange: (halalas: number | null) => void;
  optional?: boolean;
  onBlur?: () => void;
  name?: string;
};

const toText = (halalas: number | null) => (halalas !== null && Number.isFinite(halalas) ? (halalas / 100).toFixed(halalas % 100 === 0 ? 0 : 2) : "");

/** An amount typed in riyals ("45.50") and kept in halalas (4550). The text is the admin's while they type. */
export function MoneyInput({ value, onChange, optional = false, onBlur, name, ...control }: Props) {
  const [text, setText] = useState(() => toText(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (a reset after saving) replaces the text; the admin's own typing does not round-trip.
  if (!Object.is(seen, value)) {
    setSeen(value);
    const same = value !== null && Number.isNaN(value) ? true : text.trim() === "" ? value === null : Math.round(Number(text) * 100) === value;
    if (!same) setText(toText(value));
  }
  return (
    <Input
      {...control}
      name={name}
      type="text"
      inputMode="decimal"
      dir="ltr"
      className="text-start"
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        const next = event.target.value.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[,،]/g, ".");
        setText(next);
        const trimmed = next.trim();
        if (trimmed === "") onChange(optional ? null : Number.NaN);
        else onChange(/^\d+(\.\d{0,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN);
      }}
    />
  );
}
