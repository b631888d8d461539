// The reports' figures as people read them: exact SAR amounts from the provider's decimal strings of halalas (a sum
// may pass 2^53, so they never become a JS number on the way), and an occupancy rate.

/** "12345" halalas → "123.45" riyals, exactly; "-5" → "-0.05". */
export function halalasToRiyals(halalas: string): string {
  if (!/^-?\d+$/.test(halalas)) throw new Error(`not a whole number of halalas: ${halalas}`);
  const negative = halalas.startsWith("-");
  const digits = (negative ? halalas.slice(1) : halalas).padStart(3, "0");
  const riyals = `${digits.slice(0, -2).replace(/^0+(?=\d)/, "")}.${digits.slice(-2)}`;
  return negative && /[1-9]/.test(digits) ? `-${riyals}` : riyals;
}

/** An amount of halalas as SAR money in the page's language, exact to the halala whatever its size. */
export function formatSar(locale: string, halalas: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "SAR", minimumFractionDigits: 2 }).format(
    halalasToRiyals(halalas) as Intl.StringNumericLiteral,
  );
}

/** Booked ÷ available as a fraction (0.25 for a quarter); null when nothing was available. */
export function occupancyRate(booked: number, available: number): number | null {
  return available > 0 ? booked / available : null;
}
