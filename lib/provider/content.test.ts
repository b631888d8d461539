import { describe, expect, it } from "vitest";
import { mapSocialLinks } from "./content";

describe("mapSocialLinks", () => {
  it("keeps the four footer networks in order and treats missing or unsafe links as absent", () => {
    const links = mapSocialLinks({
      id: 1,
      facebookLink: "https://facebook.com/rahhal",
      instagramLink: null,
      snapchatLink: "https://snapchat.com/add/rahhal",
      linkedinLink: "javascript:alert(1)",
      twitterLink: "  ",
      youtubeLink: null,
    });
    expect(links).toEqual([
      { network: "facebook", href: "https://facebook.com/rahhal" },
      { network: "instagram", href: null },
      { network: "twitter", href: null },
      { network: "linkedin", href: null },
    ]);
  });
});
