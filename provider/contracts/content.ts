// Wire contracts of the public content endpoints (footer social links, footer pages).
import { z } from "zod";
import { plainText } from "./text";
import { webLink } from "./web-link";

export const socialLinksResponse = z.object({
  id: z.number(),
  facebookLink: z.string().nullable(),
  instagramLink: z.string().nullable(),
  snapchatLink: z.string().nullable(),
  linkedinLink: z.string().nullable(),
  twitterLink: z.string().nullable(),
  youtubeLink: z.string().nullable(),
});
export type SocialLinksResponse = z.infer<typeof socialLinksResponse>;

export const pageSlugs = ["about-us", "terms-and-conditions", "privacy-policy"] as const;
export const pageSlug = z.enum(pageSlugs);
export type PageSlug = z.infer<typeof pageSlug>;

export const pageResponse = z.object({
  slug: pageSlug,
  locale: z.enum(["ar", "en"]),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type PageResponse = z.infer<typeof pageResponse>;

export const adminStatsResponse = z.object({
  users: z.number().int(),
  reservations: z.number().int(),
  flights: z.number().int(),
  offers: z.number().int(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;

/** A social link: null (or an empty string) for "no link", otherwise an https URL. */
const socialLink = webLink;

/** Admin update of the footer links; a field left out keeps its current value. */
export const updateSocialLinksRequest = z.object({
  facebookLink: socialLink.optional(),
  instagramLink: socialLink.optional(),
  snapchatLink: socialLink.optional(),
  linkedinLink: socialLink.optional(),
  twitterLink: socialLink.optional(),
  youtubeLink: socialLink.optional(),
});
export type UpdateSocialLinksRequest = z.input<typeof updateSocialLinksRequest>;

export const updatePageRequest = z.object({
  locale: z.enum(["ar", "en"], { error: "invalid" }),
  title: plainText().trim().min(1, "required").max(200, "titleMax"),
  body: plainText({ multiline: true }).trim().min(1, "required").max(50_000, "bodyMax"),
});
export type UpdatePageRequest = z.input<typeof updatePageRequest>;
