// What the hotels, chalets and taxis services answer on the booking core's shared paths (GET api/Reservations/:id,
// Pay, PaymentIntent, Cancellation, Cancel, Voucher): the same endpoints as offer-backend's, one cancellation quote.
import { z } from "zod";
import { dbId } from "./ids";

export const kindCancellationQuote = z.object({
  allowed: z.boolean(),
  /** Why not, when not allowed: the error code the Cancel endpoint would answer. */
  reason: z.enum(["CANCELLATION_CLOSED", "RESERVATION_NOT_CANCELLABLE"]).nullable(),
  /** No cancellation after this instant (check-in, pickup). */
  deadline: z.string(),
  /** Free until then; null: no free period. */
  freeUntil: z.string().nullable(),
  /** A fixed fee (a stay's first night) or, when null, feePercent of the total. */
  feeAmount: z.number().int().nullable(),
  feePercent: z.number().int(),
  /** What cancelling now costs: 0 when unpaid or within the free period. */
  fee: z.number().int(),
  /** What goes back to the card: paid total − fee (0 when unpaid). */
  refund: z.number().int(),
  currency: z.literal("SAR"),
});
export type KindCancellationQuote = z.infer<typeof kindCancellationQuote>;

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
  /** The lowest nightly price (a hotel's cheapest room type), before fee and VAT. */
  fromPrice: z.number().int(),
});
export type StayFavorite = z.infer<typeof stayFavorite>;
