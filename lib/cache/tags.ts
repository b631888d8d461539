/** Cache tags of public content; the BFF revalidates them after admin writes (lib/cache/public-content.ts). */
export const CONTENT_TAG_NAMES = {
  socialLinks: "content:social-links",
  rates: "content:currency-rates",
  page: (slug: string) => `content:page:${slug}`,
} as const;
