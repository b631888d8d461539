import { describe, expect, it } from "vitest";
import { answerNamesPublicContent, publicTagsForAnswer, publicTagsForWrite } from "./public-content";

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

  it("names the same tags for the admin's offer and destination writes", () => {
    expect(publicTagsForWrite("POST", "offer-backend", "api/Admin/Offers")).toEqual(["content:offers"]);
    expect(publicTagsForWrite("PUT", "offer-backend", "api/Admin/Offers/7")).toEqual(["content:offers", "content:offer:7"]);
    expect(publicTagsForWrite("DELETE", "offer-backend", "api/Admin/Offers/7")).toEqual(["content:offers", "content:offer:7"]);
    expect(publicTagsForWrite("PUT", "offer-backend", "api/Admin/Destinations/3")).toEqual(["content:destinations"]);
    expect(publicTagsForWrite("POST", "offer-backend", "api/Admin/Destinations")).toEqual(["content:destinations"]);
    expect(publicTagsForWrite("GET", "offer-backend", "api/Admin/Offers/7")).toEqual([]);
    expect(publicTagsForWrite("POST", "flight-backend", "api/Admin/Uploads")).toEqual([]);
  });

  it("names the stays list and the hotel's or chalet's page for the admin's writes to one, and every stay for a room type", () => {
    expect(publicTagsForWrite("POST", "hotels", "api/Admin/Hotels")).toEqual(["content:stays", "search:stays"]);
    expect(publicTagsForWrite("PUT", "hotels", "api/Admin/Hotels/4")).toEqual(["content:stays", "content:hotel:4", "search:stays"]);
    expect(publicTagsForWrite("DELETE", "hotels", "api/Admin/Hotels/4")).toEqual(["content:stays", "content:hotel:4", "search:stays"]);
    expect(publicTagsForWrite("POST", "hotels", "api/Admin/Hotels/4/Restore")).toEqual(["content:stays", "content:hotel:4", "search:stays"]);
    expect(publicTagsForWrite("POST", "hotels", "api/Admin/Hotels/4/RoomTypes")).toEqual(["content:stays", "content:hotel:4", "search:stays"]);
    expect(publicTagsForWrite("PUT", "hotels", "api/Admin/RoomTypes/31")).toEqual(["content:stays", "search:stays"]);
    expect(publicTagsForWrite("POST", "chalets", "api/Admin/Chalets")).toEqual(["content:stays", "search:stays"]);
    expect(publicTagsForWrite("PUT", "chalets", "api/Admin/Chalets/9")).toEqual(["content:stays", "content:chalet:9", "search:stays"]);
    expect(publicTagsForWrite("DELETE", "chalets", "api/Admin/Chalets/9")).toEqual(["content:stays", "content:chalet:9", "search:stays"]);
    // Dated rates show only in the search answers (kept a minute otherwise).
    expect(publicTagsForWrite("PUT", "hotels", "api/Admin/RoomTypes/31/Rates")).toEqual(["search:stays"]);
    expect(publicTagsForWrite("DELETE", "hotels", "api/Admin/RoomRates/8")).toEqual(["search:stays"]);
    expect(publicTagsForWrite("PUT", "chalets", "api/Admin/ChaletRates/8")).toEqual(["search:stays"]);
    // Bookings change rooms left and dated prices only, which the cached pages do not show (searches: a minute).
    expect(publicTagsForWrite("POST", "hotels", "api/Reservations")).toEqual([]);
    expect(publicTagsForWrite("GET", "hotels", "api/Admin/Hotels/4")).toEqual([]);
  });

  it("names the flight search answers for the admin's flight and flight-catalogue writes", () => {
    expect(publicTagsForWrite("PUT", "flight-backend", "api/Admin/Flights/abc")).toEqual(["content:destinations", "search:flights"]);
    expect(publicTagsForWrite("POST", "flight-backend", "api/Admin/Flights/abc/Cancel")).toEqual(["content:destinations", "search:flights"]);
    expect(publicTagsForWrite("POST", "flight-backend", "api/Admin/Airports")).toEqual(["search:flights"]);
    expect(publicTagsForWrite("PUT", "flight-backend", "api/Admin/Companies/3")).toEqual(["search:flights"]);
    expect(publicTagsForWrite("PUT", "flight-backend", "api/Admin/Planes/2")).toEqual(["search:flights"]);
    expect(publicTagsForWrite("GET", "flight-backend", "api/Admin/Flights/abc")).toEqual([]);
  });

  it("names nothing for reads, private writes or another service's path", () => {
    expect(publicTagsForWrite("GET", "flight-backend", "api/Pages/about-us")).toEqual([]);
    expect(publicTagsForWrite("POST", "flight-backend", "api/Reservations")).toEqual([]);
    expect(publicTagsForWrite("PUT", "auth-backend", "api/Pages/about-us")).toEqual([]);
  });
});

describe("publicTagsForAnswer", () => {
  const booked = { kind: "offer", id: "r1", offer: { id: 12, title: { ar: "عرض", en: "Offer" } } };

  it("names the offers lists and the offer's page after a booking or a cancellation takes or gives back its places", () => {
    expect(answerNamesPublicContent("POST", "offer-backend", "api/Reservations")).toBe(true);
    expect(publicTagsForAnswer("POST", "offer-backend", "api/Reservations", booked)).toEqual(["content:offers", "content:offer:12"]);
    expect(publicTagsForAnswer("POST", "offer-backend", "api/Reservations/6f1c/Cancel", booked)).toEqual(["content:offers", "content:offer:12"]);
  });

  it("reads nothing for payments, reads, flights or an answer without an offer", () => {
    expect(answerNamesPublicContent("POST", "offer-backend", "api/Reservations/6f1c/Pay")).toBe(false);
    expect(answerNamesPublicContent("GET", "offer-backend", "api/Reservations")).toBe(false);
    expect(answerNamesPublicContent("POST", "flight-backend", "api/Reservations")).toBe(false);
    expect(publicTagsForAnswer("POST", "offer-backend", "api/Reservations", null)).toEqual([]);
    expect(publicTagsForAnswer("POST", "offer-backend", "api/Reservations", { offer: { id: "12" } })).toEqual([]);
    expect(publicTagsForAnswer("POST", "offer-backend", "api/Reservations", { offer: { id: -1 } })).toEqual([]);
  });
});
