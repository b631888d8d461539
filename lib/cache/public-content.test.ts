import { describe, expect, it } from "vitest";
import { publicTagsForWrite } from "./public-content";

describe("publicTagsForWrite", () => {
  it("names the page and social-link tags an admin write makes stale", () => {
    expect(publicTagsForWrite("PUT", "flight-backend", "api/Pages/about-us")).toEqual(["content:page:about-us"]);
    expect(publicTagsForWrite("PUT", "flight-backend", "api/Footer/SocialMedia")).toEqual(["content:social-links"]);
  });

  it("names nothing for reads, private writes or another service's path", () => {
    expect(publicTagsForWrite("GET", "flight-backend", "api/Pages/about-us")).toEqual([]);
    expect(publicTagsForWrite("POST", "flight-backend", "api/Reservations")).toEqual([]);
    expect(publicTagsForWrite("PUT", "auth-backend", "api/Pages/about-us")).toEqual([]);
  });
});
