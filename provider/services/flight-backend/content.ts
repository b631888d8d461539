// Public site content: the footer's social links and the footer pages, with their admin updates.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  pageResponse,
  pageSlug,
  socialLinksResponse,
  updatePageRequest,
  updateSocialLinksRequest,
  type PageResponse,
  type SocialLinksResponse,
} from "../../contracts/content";
import { recordAudit } from "../../admin/audit";
import { getDb, type Db } from "../../db/client";
import { pages, socialLinks } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { Service } from "../../http/service";

/** The links live in one row, id 1. */
const LINKS_ID = 1;

const EMPTY_LINKS: SocialLinksResponse = {
  id: LINKS_ID,
  facebookLink: null,
  instagramLink: null,
  snapchatLink: null,
  linkedinLink: null,
  twitterLink: null,
  youtubeLink: null,
};

async function readSocialLinks(reader?: Pick<Db, "select">): Promise<SocialLinksResponse> {
  const db = reader ?? (await getDb());
  const [row] = await db.select().from(socialLinks).where(eq(socialLinks.id, LINKS_ID)).limit(1);
  if (!row) return EMPTY_LINKS;
  const { updatedAt: _updatedAt, ...links } = row;
  return links;
}

function toPage(row: typeof pages.$inferSelect): PageResponse {
  return {
    slug: pageSlug.parse(row.slug),
    locale: row.locale === "en" ? "en" : "ar",
    title: row.title,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const slugParams = z.object({ slug: z.string() });

/** Unknown slugs are 404 (not a validation error): to the app they are pages that do not exist. */
function slugOf(raw: string) {
  const slug = pageSlug.safeParse(raw);
  if (!slug.success) throw notFound();
  return slug.data;
}

export function registerContentRoutes(svc: Service): void {
  svc.get("api/Footer/SocialMedia", { summary: "The footer's social links (null: no link)", access: "public", response: socialLinksResponse }, () =>
    readSocialLinks(),
  );

  svc.put(
    "api/Footer/SocialMedia",
    {
      summary: "Update the footer's social links (each null or an https URL; a missing field is kept)",
      access: "admin",
      body: updateSocialLinksRequest,
      response: socialLinksResponse,
    },
    async ({ body, user }) => {
      const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      return (await getDb()).transaction(async (tx) => {
        const before = await readSocialLinks(tx);
        await tx
          .insert(socialLinks)
          .values({ ...EMPTY_LINKS, ...changes })
          .onConflictDoUpdate({ target: socialLinks.id, set: { ...changes, updatedAt: sql`now()` } });
        const after = await readSocialLinks(tx);
        await recordAudit(tx, user, { entity: "socialLinks", entityId: LINKS_ID, action: "update", before, after });
        return after;
      });
    },
  );

  svc.get(
    "api/Pages/:slug",
    { summary: "A footer page in the caller's language (Accept-Language or ?lang=)", access: "public", params: slugParams, response: pageResponse },
    async ({ params, locale }) => {
      const slug = slugOf(params.slug);
      const db = await getDb();
      const [row] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.slug, slug), eq(pages.locale, locale)))
        .limit(1);
      if (!row) throw notFound();
      return toPage(row);
    },
  );

  svc.put(
    "api/Pages/:slug",
    { summary: "Write a footer page in one language", access: "admin", params: slugParams, body: updatePageRequest, response: pageResponse },
    async ({ params, body, user }) => {
      const slug = slugOf(params.slug);
      return (await getDb()).transaction(async (tx) => {
        const [previous] = await tx
          .select()
          .from(pages)
          .where(and(eq(pages.slug, slug), eq(pages.locale, body.locale)))
          .limit(1);
        const [row] = await tx
          .insert(pages)
          .values({ slug, locale: body.locale, title: body.title, body: body.body })
          .onConflictDoUpdate({ target: [pages.slug, pages.locale], set: { title: body.title, body: body.body, updatedAt: sql`now()` } })
          .returning();
        const after = toPage(row!);
        await recordAudit(tx, user, {
          entity: "page",
          entityId: `${slug}:${body.locale}`,
          action: previous ? "update" : "create",
          before: previous ? toPage(previous) : undefined,
          after,
        });
        return after;
      });
    },
  );
}
