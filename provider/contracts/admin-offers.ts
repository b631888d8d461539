// Wire contracts of the admin offers (offer-backend api/Admin/Offers): every field of SPEC §3's Offer in both
// languages, and the rule of SPEC §5 "end date after start date" (an error on endDate). The admin form validates with
// the same schema (react-hook-form's zod resolver), so each rule lives once.
//
//   GET    api/Admin/Offers            adminOfferListQuery → adminOfferPage (expired ones included)
//   GET    api/Admin/Offers/:id        → adminOffer (both languages)
//   POST   api/Admin/Offers            offerRequest → adminOffer (201)
//   PUT    api/Admin/Offers/:id        offerRequest → adminOffer
//   DELETE api/Admin/Offers/:id        → 204; 409 OFFER_HAS_RESERVATIONS when any reservation was made for it (the
//                                      travellers' vouchers keep pointing at it): end it or set its places to 0 instead.
import { z } from "zod";
import { dbIdParam } from "./ids";
import { adminListQuery, adminMoney, adminName, adminPage, imagePath } from "./admin";
import { isStayOffer, OFFER_MAX_NIGHTS, OFFER_STATUSES, OFFER_TAG_MAX_LENGTH, OFFER_TAG_PATTERN, OFFER_TYPES } from "./offer-rules";
import { plainText } from "./text";
import { webLink } from "./web-link";

export const OFFER_MAX_TAGS = 10;
export const OFFER_MAX_AVAILABILITY = 100_000;
/** A free period of at most a year after booking (cancelling closes with the offer's last day anyway). */
export const OFFER_MAX_FREE_CANCELLATION_HOURS = 8760;

const blankToNull = (value: unknown) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value);
const upper = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);

const airportCode = z.preprocess(upper, z.string({ error: "required" }).regex(/^[A-Z]{3}$/, "airportCodeInvalid"));

/** A calendar day, YYYY-MM-DD, that exists (no 2025-02-30), within the date pickers' range. */
const day = z
  .string({ error: "dateRequired" })
  .min(1, "dateRequired")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "dateInvalid")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01" && value <= "2099-12-31";
  }, "dateInvalid");

/** The offer's own booking page elsewhere, when it has one: https only. */
const bookingLink = webLink;

const longText = (max: number, required: boolean) =>
  required ? plainText({ multiline: true }).trim().min(1, "required").max(max, "bodyMax") : plainText({ multiline: true }).trim().max(max, "bodyMax");

/** Tags are slugs the app names (messages `OfferTags`); typed as "beach, family" in the form, sent as an array. */
const tags = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .split(/[,،\s]+/)
          .map((tag) => tag.trim().toLowerCase())
          .filter(Boolean)
      : value,
  z
    .array(z.string({ error: "tagInvalid" }), { error: "tagInvalid" })
    // On the field itself (not "tags.2"): the form shows one message under the tags input.
    .refine((list) => list.every((tag) => tag.length <= OFFER_TAG_MAX_LENGTH && OFFER_TAG_PATTERN.test(tag)), "tagInvalid")
    .transform((list) => [...new Set(list)])
    .refine((list) => list.length <= OFFER_MAX_TAGS, "tagsTooMany"),
);

export const offerRequest = z
  .object({
    titleAr: adminName(200),
    titleEn: adminName(200),
    descriptionAr: longText(5000, true),
    descriptionEn: longText(5000, true),
    type: z.enum(OFFER_TYPES, { error: "offerTypeInvalid" }),
    /** Null for stays and other offers without a departure airport; may equal the destination (an airport taxi into town). */
    origin: z.preprocess(blankToNull, airportCode.nullable()),
    destination: airportCode,
    price: adminMoney,
    /** The price before the discount; null when the offer is not a discount. */
    originalPrice: z.preprocess(blankToNull, adminMoney.nullable()),
    startDate: day,
    endDate: day,
    /** A stay's nights from the traveller's check-in (hotel, package, chalet: required); none for a flight or a taxi. */
    nights: z.preprocess(
      (value) => (blankToNull(value) === null ? null : typeof value === "string" ? Number(value) : value),
      z.number({ error: "nightsInvalid" }).int("nightsInvalid").min(1, "nightsInvalid").max(OFFER_MAX_NIGHTS, "nightsInvalid").nullable(),
    ),
    availability: z
      .number({ error: "availabilityInvalid" })
      .int("availabilityInvalid")
      .min(0, "availabilityInvalid")
      .max(OFFER_MAX_AVAILABILITY, "availabilityInvalid"),
    image: imagePath,
    providerName: adminName(120),
    /** The provider as Arabic pages name it (issue 22 point 12), in Arabic letters: "طيران ناس" for flynas. */
    providerNameAr: adminName(120).regex(/[\u0621-\u064A]/, "arabicLettersRequired"),
    bookingLink,
    tags,
    isFeatured: z.boolean({ error: "flagInvalid" }),
    /** What the price includes and the conditions, shown on the offer's page; never the cancellation terms. */
    termsAr: longText(10_000, false).default(""),
    termsEn: longText(10_000, false).default(""),
    // The cancellation terms a booking stores and a cancellation applies (the site words them, in both languages):
    // free for this many hours after booking (0: none), then this percentage of the total (0: free, 100: nothing back).
    // Absent: the table's defaults, so a client that never sent them keeps today's 24 h and 10 %.
    freeCancellationHours: z
      .number({ error: "freeCancellationHoursInvalid" })
      .int("freeCancellationHoursInvalid")
      .min(0, "freeCancellationHoursInvalid")
      .max(OFFER_MAX_FREE_CANCELLATION_HOURS, "freeCancellationHoursInvalid")
      .default(24),
    cancellationFeePercent: z
      .number({ error: "cancellationFeePercentInvalid" })
      .int("cancellationFeePercentInvalid")
      .min(0, "cancellationFeePercentInvalid")
      .max(100, "cancellationFeePercentInvalid")
      .default(10),
  })
  .superRefine((offer, ctx) => {
    // SPEC §5: the end date comes after the start date.
    if (offer.startDate && offer.endDate && offer.endDate <= offer.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "endBeforeStart" });
    if (isStayOffer(offer.type) && offer.nights === null) ctx.addIssue({ code: "custom", path: ["nights"], message: "nightsRequired" });
    // Every night inside the offer's days: a stay longer than them could never be booked.
    const days = offer.startDate && offer.endDate ? (Date.parse(offer.endDate) - Date.parse(offer.startDate)) / 86_400_000 + 1 : null;
    if (isStayOffer(offer.type) && offer.nights !== null && days !== null && days > 0 && offer.nights > days)
      ctx.addIssue({ code: "custom", path: ["nights"], message: "nightsLongerThanOffer" });
    if (!isStayOffer(offer.type) && offer.nights !== null) ctx.addIssue({ code: "custom", path: ["nights"], message: "nightsNotForType" });
    if (offer.originalPrice !== null && offer.originalPrice < offer.price)
      ctx.addIssue({ code: "custom", path: ["originalPrice"], message: "originalPriceBelowPrice" });
  });
export type OfferRequest = z.infer<typeof offerRequest>;
export type OfferFormValues = z.input<typeof offerRequest>;

export const adminOffer = z.object({
  id: z.number().int(),
  titleAr: z.string(),
  titleEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  type: z.enum(OFFER_TYPES),
  origin: z.string().nullable(),
  destination: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  nights: z.number().int().nullable(),
  availability: z.number().int(),
  image: z.string().nullable(),
  providerName: z.string(),
  providerNameAr: z.string(),
  bookingLink: z.string().nullable(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  termsAr: z.string(),
  termsEn: z.string(),
  freeCancellationHours: z.number().int(),
  cancellationFeePercent: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  /** Reservations ever made for it, whatever their state: such an offer cannot be deleted. */
  reservationCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOffer = z.infer<typeof adminOffer>;

export const adminOfferSummary = adminOffer.pick({
  id: true,
  titleAr: true,
  titleEn: true,
  type: true,
  origin: true,
  destination: true,
  price: true,
  originalPrice: true,
  startDate: true,
  endDate: true,
  availability: true,
  image: true,
  isFeatured: true,
  status: true,
  reservationCount: true,
  updatedAt: true,
});
export type AdminOfferSummary = z.infer<typeof adminOfferSummary>;

export const offerSorts = ["updated", "title", "price", "startDate", "endDate", "availability"] as const;
export type OfferAdminSort = (typeof offerSorts)[number];
export const adminOfferListQuery = adminListQuery(offerSorts);
export const adminOfferPage = adminPage(adminOfferSummary);

export const offerAdminIdParams = z.object({ id: dbIdParam });
