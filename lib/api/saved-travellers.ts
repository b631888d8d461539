// The signed-in traveller's saved companions, through the BFF: the profile lists, adds, changes and deletes them; a
// booking form, or the profile's edit form, reads one in full (passport number included) only when the traveller
// presses to fill a card with it or to edit it.
import { queryOptions } from "@tanstack/react-query";
import {
  savedTraveller,
  savedTravellerFill,
  savedTravellerList,
  type SavedTraveller,
  type SavedTravellerFill,
  type SavedTravellerRequest,
} from "@/provider/contracts/saved-travellers";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";
import { queryKeys } from "./keys";

const PATH = "api/Users/Travellers";

export const listSavedTravellers = (locale: Locale): Promise<SavedTraveller[]> => bffFetch("auth-backend", PATH, { locale, schema: savedTravellerList });

export const savedTravellersQuery = (locale: Locale) =>
  queryOptions({ queryKey: queryKeys.savedTravellers.list(locale), queryFn: () => listSavedTravellers(locale) });

export const addSavedTraveller = (values: SavedTravellerRequest, locale: Locale): Promise<SavedTraveller> =>
  bffFetch("auth-backend", PATH, { method: "POST", body: values, locale, schema: savedTraveller });

/** Changes one in full; the provider seals the passport number again and answers it masked. */
export const updateSavedTraveller = (id: string, values: SavedTravellerRequest, locale: Locale): Promise<SavedTraveller> =>
  bffFetch("auth-backend", `${PATH}/${encodeURIComponent(id)}`, { method: "PUT", body: values, locale, schema: savedTraveller });

export async function deleteSavedTraveller(id: string, locale: Locale): Promise<void> {
  await bffFetch("auth-backend", `${PATH}/${encodeURIComponent(id)}`, { method: "DELETE", locale });
}

/** The one read that carries the passport number in full: only to fill a booking form's traveller or the edit form. */
export const fillFromSavedTraveller = (id: string, locale: Locale): Promise<SavedTravellerFill> =>
  bffFetch("auth-backend", `${PATH}/${encodeURIComponent(id)}/Fill`, { locale, schema: savedTravellerFill });
