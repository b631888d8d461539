// The taxes of a stay or a transfer, set by the country of the service (the city's, the airport's), and the price
// lines they make. Money in SAR minor units. Flights and offers carry their taxes inside the fare or the price.
// docs/product.md ("Taxes by country") gives the reasons for each rule.
import { z } from "zod";

/** The booking service fee, in percent of the nights (or the ride). */
export const SERVICE_FEE_PERCENT = 5;

/** The named lines of tax a booking can carry; the app names each in both languages. */
export const TAX_CODES = ["serviceCharge", "vat", "salesTax", "tourismFee"] as const;
export type TaxCode = (typeof TAX_CODES)[number];

export const taxLine = z.object({
  code: z.enum(TAX_CODES),
  /** The rate, in percent of what the line is charged on; null: a fixed amount (the tourism fee, per room-night). */
  percent: z.number().nullable(),
  amount: z.number().int(),
});
export type TaxLine = z.infer<typeof taxLine>;

export type CountryTaxes = {
  /** The consumption tax, charged on the nights (or the ride), the service fee and the hotel's service charge. */
  tax: { code: "vat" | "salesTax"; percent: number };
  /** A hotel's own service charge, in percent of the nights; hotel stays only, and itself taxed. */
  hotelServiceChargePercent?: number;
  /** A fixed amount per room-night of a stay (hotel or chalet), outside the consumption tax. */
  tourismFeePerRoomNight?: number;
};

/** Every country the catalogue sells stays or transfers in (tests/provider/taxes-by-country.test.ts checks the seed's). */
export const COUNTRY_TAXES: Readonly<Record<string, CountryTaxes>> = {
  SA: { tax: { code: "vat", percent: 15 } },
  EG: { tax: { code: "vat", percent: 14 }, hotelServiceChargePercent: 12 },
  // Dubai's Tourism Dirham, taken at a flat SAR 15.00 per room-night (AED 7–20 by the hotel's class).
  AE: { tax: { code: "vat", percent: 5 }, tourismFeePerRoomNight: 1_500 },
  JO: { tax: { code: "salesTax", percent: 16 } },
};

/** The lines a reservation made before taxes were stored by country was charged: Saudi VAT on all of it. */
export const legacyTaxLines = (tax: number): TaxLine[] => (tax > 0 ? [{ code: "vat", percent: 15, amount: tax }] : []);

export type TaxedService = {
  kind: "hotel" | "chalet" | "taxi";
  /** ISO 3166 alpha-2 code of the country the service is given in. */
  country: string;
  /** Stays: rooms × nights (what a tourism fee is counted in); a transfer has none. */
  roomNights?: number;
};

export type ChargedLines = { base: number; serviceFee: number; taxes: TaxLine[]; tax: number; total: number };

/** Whether stays and transfers can be sold in the country (the admin refuses a transfer or an airport move otherwise). */
export const hasTaxRules = (country: string): boolean => Object.hasOwn(COUNTRY_TAXES, country);

export function countryTaxes(country: string): CountryTaxes {
  const rules = COUNTRY_TAXES[country];
  // A service in a country without rules must not be sold under another country's taxes.
  if (!rules) throw new Error(`no tax rules for country ${country}`);
  return rules;
}

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/** The price lines of `base` (the nights or the ride): the service fee, then the country's lines of tax, the total. */
export function priceLines(base: number, service: TaxedService): ChargedLines {
  const rules = countryTaxes(service.country);
  const serviceFee = percentOf(base, SERVICE_FEE_PERCENT);
  const taxes: TaxLine[] = [];
  const charge = service.kind === "hotel" && rules.hotelServiceChargePercent ? percentOf(base, rules.hotelServiceChargePercent) : 0;
  if (charge > 0) taxes.push({ code: "serviceCharge", percent: rules.hotelServiceChargePercent!, amount: charge });
  taxes.push({ code: rules.tax.code, percent: rules.tax.percent, amount: percentOf(base + serviceFee + charge, rules.tax.percent) });
  if (service.kind !== "taxi" && rules.tourismFeePerRoomNight && service.roomNights) {
    taxes.push({ code: "tourismFee", percent: null, amount: rules.tourismFeePerRoomNight * service.roomNights });
  }
  const tax = taxes.reduce((sum, line) => sum + line.amount, 0);
  return { base, serviceFee, taxes, tax, total: base + serviceFee + tax };
}
