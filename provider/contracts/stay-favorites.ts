// Favorites of hotels and chalets (hotels and chalets services: GET/POST api/Favorites, DELETE api/Favorites/:id).
import { z } from "zod";
import { dbId } from "./ids";

/** Favorites of hotels and chalets: POST body and the DELETE path's id. */
export const stayFavoriteRequest = z.object({ id: z.number({ error: "required" }).pipe(dbId("invalid")) });
export const stayFavoriteParams = z.object({ id: z.string() });

/** A favorite hotel (hotels service) or chalet (chalets service), in the caller's language. */
export const stayFavorite = z.object({
  kind: z.enum(["hotel", "chalet"]),
  /** The hotel's or chalet's id. */
  id: z.number().int(),
  createdAt: z.string(),
  name: z.string(),
  city: z.string(),
  photo: z.string().nullable(),
  rating: z.number(),
  /** Hotels only. */
  stars: z.number().int().nullable(),
  /** The lowest nightly price (a hotel's cheapest room type), before fee and taxes. */
  fromPrice: z.number().int(),
});
export type StayFavorite = z.infer<typeof stayFavorite>;
