import type { Db } from "../client";
import { socialLinks } from "../schema";

export async function seedContent(db: Db): Promise<void> {
  await db.insert(socialLinks).values({
    id: 1,
    facebookLink: "https://www.facebook.com/rahhal.travel",
    instagramLink: "https://www.instagram.com/rahhal.travel",
    snapchatLink: null,
    linkedinLink: "https://www.linkedin.com/company/rahhal-travel",
    twitterLink: null,
    youtubeLink: null,
  });
}
