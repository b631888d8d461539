import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** A single row (id 1) of the footer's social links; null means "no link", and the button is disabled. */
export const socialLinks = pgTable("social_links", {
  id: integer("id").primaryKey(),
  facebookLink: text("facebook_link"),
  instagramLink: text("instagram_link"),
  snapchatLink: text("snapchat_link"),
  linkedinLink: text("linkedin_link"),
  twitterLink: text("twitter_link"),
  youtubeLink: text("youtube_link"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Footer pages (about-us, terms-and-conditions, privacy-policy), one row per slug and language. */
export const pages = pgTable(
  "pages",
  {
    slug: text("slug").notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    /** Light markdown: paragraphs, `## ` headings and `- ` lists. */
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
);
