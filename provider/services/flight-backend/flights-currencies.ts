// GET api/Currencies — how many EGP and USD one SAR buys; prices stay in SAR and are converted for display.
import { currenciesResponse, type CurrenciesResponse } from "../../contracts/flights";
import { getDb } from "../../db/client";
import { currencyRates } from "../../db/schema";
import type { Service } from "../../http/service";

export async function getCurrencies(): Promise<CurrenciesResponse> {
  const db = await getDb();
  const rows = await db.select().from(currencyRates);
  const rate = (code: string) => Number(rows.find((r) => r.code === code)?.rate ?? (code === "SAR" ? 1 : 0));
  const updatedAt = rows.reduce((latest, r) => (r.updatedAt > latest ? r.updatedAt : latest), new Date(0));
  return { base: "SAR", rates: { SAR: 1, EGP: rate("EGP"), USD: rate("USD") }, updatedAt: updatedAt.toISOString() };
}

export function registerCurrencyRoutes(svc: Service): void {
  svc.get("api/Currencies", { summary: "Exchange rates for 1 SAR", access: "public", response: currenciesResponse }, () => getCurrencies());
}
