import { describe, expect, it } from "vitest";
import { publicTagsForWrite } from "./public-content";

describe("publicTagsForWrite", () => {
  it("names the page and social-link tags an admin write makes stale", () => {
    expect(publicTagsForWrite("PUT", "flight-backend", "api/Pages/about-us")).toEqual(["content:page:about-us"]);
    expect(publicTagsForWrite("PUT", "flight-backend", "api/Footer/SocialMedia")).toEqual(["content:social-links"]);
  });

  it("names the offers lists for a new offer, and the lists and the offer's page for a write to one offer or below it", () => {
    expect(publicTagsForWrite("POST", "offer-backend", "api/Offers")).toEqual(["content:offers"]);
    expect(publicTagsForWrite("PUT", "offer-backend", "api/Offers/12")).toEqual(["content:offers", "content:offer:12"]);
    expect(publicTagsForWrite("DELETE", "offer-backend", "api/offers/012")).toEqual(["content:offers", "content:offer:12"]);
    expect(publicTagsForWrite("POST", "offer-backend", "api/Offers/12/Reservations")).toEqual(["content:offers", "content:offer:12"]);
    expect(publicTagsForWrite("PUT", "offer-backend", "api/Destinations/3")).toEqual(["content:destinations"]);
    expect(publicTagsForWrite("GET", "offer-backend", "api/Offers/12")).toEqual([]);
    expect(publicTagsForWrite("PUT", "flight-backend", "api/Offers/12")).toEqual([]);
  });

  it("names nothing for reads, private writes or another service's path", () => {
    expect(publicTagsForWrite("GET", "flight-backend", "api/Pages/about-us")).toEqual([]);
    expect(publicTagsForWrite("POST", "flight-backend", "api/Reservations")).toEqual([]);
    expect(publicTagsForWrite("PUT", "auth-backend", "api/Pages/about-us")).toEqual([]);
  });
});
