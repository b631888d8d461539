// An offer as offer-backend answers it, for the tests of the app's mappers and clients.
import type { OfferItem } from "@/provider/contracts/offers";

export function offerItem(overrides: Partial<OfferItem> = {}): OfferItem {
  return {
    id: 7,
    title: "Dubai weekend break",
    description: "Return flights and two nights.",
    type: "package",
    origin: "RUH",
    originCity: "Riyadh",
    destination: "DXB",
    destinationCity: "Dubai",
    destinationCountry: "United Arab Emirates",
    price: 149_900,
    originalPrice: 185_000,
    saving: 35_100,
    savingPercent: 19,
    startDate: "2026-11-24",
    endDate: "2027-01-08",
    nights: 2,
    availability: 25,
    image: "/images/offers/dubai.jpg",
    providerName: "flynas",
    bookingLink: null,
    tags: ["weekend", "city"],
    isFeatured: true,
    status: "active",
    createdAt: "2026-11-10T09:00:00.000Z",
    updatedAt: "2026-11-12T09:00:00.000Z",
    ...overrides,
  };
}
