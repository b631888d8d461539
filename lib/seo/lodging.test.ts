import { describe, expect, it } from "vitest";
import type { ChaletPage, HotelPage } from "@/lib/provider/stays";
import { lodging } from "./json-ld";

const room = (nightlyPrice: number, weekendPrice: number) => ({ nightlyPrice, weekendPrice }) as HotelPage["rooms"][number];

const hotel = {
  id: 4,
  name: "Corniche Hotel",
  city: "Jeddah",
  address: "Corniche Road, Al Shati",
  stars: 5,
  photos: ["/images/stays/hotel-4.jpg", "https://cdn.example.com/4b.jpg"],
  amenities: ["wifi", "pool"],
  position: { lat: 21.6, lng: 39.1 },
  checkInTime: "15:00",
  checkOutTime: "12:00",
  rooms: [room(45_000, 55_000), room(120_000, 120_000)],
} as HotelPage;

describe("lodging", () => {
  it("describes a hotel with its address, position, stars, absolute photos and the range of its nightly prices in SAR", () => {
    const data = lodging({ kind: "hotel", ...hotel }, { locale: "en", amenities: ["Free Wi-Fi", "Pool"] });
    expect(data).toMatchObject({
      "@type": "Hotel",
      name: "Corniche Hotel",
      url: expect.stringMatching(/^https?:\/\/[^/]+\/en\/hotel\/4$/),
      address: { "@type": "PostalAddress", streetAddress: "Corniche Road, Al Shati", addressLocality: "Jeddah" },
      geo: { "@type": "GeoCoordinates", latitude: 21.6, longitude: 39.1 },
      starRating: { "@type": "Rating", ratingValue: 5, bestRating: 5 },
      priceRange: "SAR 450.00–1200.00",
      checkinTime: "15:00",
      checkoutTime: "12:00",
    });
    expect(data.image).toEqual([expect.stringMatching(/^https?:\/\/[^/]+\/images\/stays\/hotel-4\.jpg$/), "https://cdn.example.com/4b.jpg"]);
    expect(data.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Free Wi-Fi", value: true },
      { "@type": "LocationFeatureSpecification", name: "Pool", value: true },
    ]);
    expect(data).not.toHaveProperty("aggregateRating");
    // It survives the trip through JSON as the page writes it.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("describes a chalet as a LodgingBusiness with its district, no stars, and one price when both are equal", () => {
    const chalet = {
      id: 7,
      name: "شاليه الثمامة",
      city: "الرياض",
      district: "الثمامة",
      photos: [],
      amenities: [],
      position: { lat: 24.9, lng: 46.8 },
      nightlyPrice: 90_000,
      weekendPrice: 90_000,
      rules: { checkIn: { from: "16:00", until: "23:00" }, checkOut: { from: "08:00", until: "12:00" } },
    } as unknown as ChaletPage;
    const data = lodging({ kind: "chalet", ...chalet }, { locale: "ar", amenities: [] });
    expect(data).toMatchObject({
      "@type": "LodgingBusiness",
      url: expect.stringMatching(/^https?:\/\/[^/]+\/chalet\/7$/),
      address: { streetAddress: "الثمامة", addressLocality: "الرياض" },
      priceRange: "SAR 900.00",
      checkinTime: "16:00",
      checkoutTime: "12:00",
    });
    expect(data).not.toHaveProperty("starRating");
    expect(data).not.toHaveProperty("image");
    expect(data).not.toHaveProperty("amenityFeature");
  });
});
