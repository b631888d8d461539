"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import type { FieldControlProps } from "@/components/ui/field";
import { amountText, parseAmount } from "@/lib/format/parse-amount";

type Props = FieldControlProps & {
  /** SAR minor units (halalas), as the wire and the database hold money; NaN while the text is not an amount. */
  value: number | null;
  /** An empty text is null when `optional` (no amount, e.g. an offer's price before its discount), NaN otherwise. */
  onChange: (halalas: number | null) => void;
  optional?: boolean;
  onBlur?: () => void;
  name?: string;
};

/** What the form holds for a text: halalas, null when empty and optional, NaN when not an amount. */
function halalasOf(text: string, optional: boolean): number | null {
  const parsed = parseAmount(text);
  if (parsed.kind === "empty") return optional ? null : Number.NaN;
  // A negative amount is kept as such: the contract's minimum then says, in the page's language, why it is refused.
  return parsed.kind === "invalid" ? Number.NaN : parsed.halalas;
}

/**
 * An amount typed in riyals ("45.50", "1,299", "١٬٢٩٩") and kept in halalas (129900). The text is the admin's
 * while they type.
 */
export function MoneyInput({ value, onChange, optional = false, onBlur, name, ...control }: Props) {
  const [text, setText] = useState(() => amountText(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (a reset after saving) replaces the text; the admin's own typing does not round-trip.
  if (!Object.is(seen, value)) {
    setSeen(value);
    const same = value !== null && Number.isNaN(value) ? true : Object.is(halalasOf(text, true), value);
    if (!same) setText(amountText(value));
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
        setText(event.target.value);
        onChange(halalasOf(event.target.value, optional));
      }}
    />
  );
}
