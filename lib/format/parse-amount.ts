// An amount as an admin types it into a money field, read as SAR minor units (halalas): Western, Arabic-Indic
// (٠-٩) and Persian (۰-۹) digits, thousands grouped by "," or "٬" ("1,299", "١٬٢٩٩"), decimals after "." or "٫".

export type ParsedAmount =
  | { kind: "empty" }
  | { kind: "amount"; halalas: number }
  /** A minus sign before or after the number (typed right to left): the form says amounts are 0 or more. */
  | { kind: "negative"; halalas: number }
  | { kind: "invalid" };

const toWesternDigits = (text: string) =>
  text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/** "1,299" and "1,299,000.50" group thousands; "45,5" and "45,50" (one comma, one or two digits after) are decimals. */
function unifySeparators(text: string): string | null {
  const s = text.replace(/٬/g, ",").replace(/،/g, ",").replace(/٫/g, ".");
  if (!s.includes(",")) return s;
  if (GROUPED.test(s)) return s.replace(/,/g, "");
  if (/^\d+,\d{1,2}$/.test(s)) return s.replace(",", ".");
  return null;
}

export function parseAmount(raw: string): ParsedAmount {
  // Spaces of every width (a pasted "1 299", a no-break space from a spreadsheet) and bidi marks carry nothing.
  let text = toWesternDigits(raw).replace(/[\s\u00a0\u202f\u2009\u200e\u200f\u061c]/g, "");
  if (text === "") return { kind: "empty" };
  let negative = false;
  const sign = /^[-−‐](.*)$|^(.*)[-−‐]$/.exec(text);
  if (sign) {
    negative = true;
    text = sign[1] ?? sign[2] ?? "";
  }
  const plain = unifySeparators(text);
  if (plain === null || !/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(plain)) return { kind: "invalid" };
  const [whole, fraction = ""] = plain.split(".");
  const halalas = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(halalas)) return { kind: "invalid" };
  return negative && halalas > 0 ? { kind: "negative", halalas: -halalas } : { kind: "amount", halalas };
}

/** The halalas an amount is typed as, for a text box: "1299.50" style, no grouping, so it reads back the same. */
export function amountText(halalas: number | null): string {
  if (halalas === null || !Number.isFinite(halalas)) return "";
  return (halalas / 100).toFixed(halalas % 100 === 0 ? 0 : 2);
}
