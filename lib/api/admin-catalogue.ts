// The browser's admin catalogue writes through the BFF: save (add or edit) and delete.
import type { z } from "zod";
import { CATALOGUE, type CatalogueKey } from "@/lib/admin/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";

type Saved<K extends CatalogueKey> = z.infer<(typeof CATALOGUE)[K]["record"]>;

/** Adds (id null) or edits a record; answers the record as saved. Field errors arrive as BffError.fields. */
export async function saveCatalogueRecord<K extends CatalogueKey>(key: K, id: number | null, values: unknown, locale: Locale): Promise<Saved<K>> {
  const entry = CATALOGUE[key];
  return (await bffFetch(entry.service, id === null ? entry.path : `${entry.path}/${id}`, {
    method: id === null ? "POST" : "PUT",
    body: values,
    locale,
    schema: entry.record as unknown as z.ZodType<Saved<K>>,
  })) as Saved<K>;
}

/** Throws BffError IN_USE (TRANSFER_HAS_BOOKINGS), the count in its message, when flights (bookings) use the record. */
export async function deleteCatalogueRecord(key: CatalogueKey, id: number, locale: Locale): Promise<void> {
  await bffFetch(CATALOGUE[key].service, `${CATALOGUE[key].path}/${id}`, { method: "DELETE", locale });
}
