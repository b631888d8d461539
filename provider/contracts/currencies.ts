// The display currencies (SPEC §3), as plain values with no schema library: the browser's money formatting needs
// them on every page, cached ones included, and must not pull zod into the first load for that.
export const CURRENCIES = ["SAR", "EGP", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];
