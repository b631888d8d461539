// The admin catalogue read on the server (lists and one record for its edit page), with the admin's token.
import "server-only";
import { z } from "zod";
import { adminPage, type AdminPage } from "@/provider/contracts/admin";
import { CATALOGUE, type CatalogueKey, type ListState } from "@/lib/admin/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest } from "./client";

type Row<K extends CatalogueKey> = z.infer<(typeof CATALOGUE)[K]["row"]>;
type Record<K extends CatalogueKey> = z.infer<(typeof CATALOGUE)[K]["record"]>;

export async function listCatalogue<K extends CatalogueKey>(key: K, token: string, locale: Locale, state: ListState): Promise<AdminPage<Row<K>>> {
  const entry = CATALOGUE[key];
  const schema = adminPage(entry.row as unknown as z.ZodType<Row<K>>);
  return providerRequest(entry.service, entry.path, { token, locale, query: state, schema }) as Promise<AdminPage<Row<K>>>;
}

/** One record, or null when it does not exist (the page then answers 404). */
export async function getCatalogueRecord<K extends CatalogueKey>(key: K, token: string, locale: Locale, id: number): Promise<Record<K> | null> {
  const entry = CATALOGUE[key];
  try {
    return (await providerRequest(entry.service, `${entry.path}/${id}`, {
      token,
      locale,
      schema: entry.record as unknown as z.ZodType<Record<K>>,
    })) as Record<K>;
  } catch (error) {
    if (error instanceof Error && "status" in error && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
