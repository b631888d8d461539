import type { Db } from "../client";
import { pages, socialLinks } from "../schema";
import { pageSlugs } from "../../contracts/content";
import { pagesAr } from "./pages/ar";
import { pagesEn } from "./pages/en";

export async function seedContent(db: Db): Promise<void> {
  await db.insert(socialLinks).values({
    id: 1,
    facebookLink: "https://www.facebook.com/rahhal.travel",
    instagramLink: "https://www.instagram.com/rahhal.travel",
    snapchatLink: null,
    linkedinLink: "https://www.linkedin.com/company/rahhal-travel",
    // Left empty on purpose: the footer shows this button disabled.
    twitterLink: null,
    youtubeLink: null,
  });
  await db.insert(pages).values(
    pageSlugs.flatMap((slug) => [
      { slug, locale: "ar", ...pagesAr[slug] },
      { slug, locale: "en", ...pagesEn[slug] },
    ]),
  );
}
