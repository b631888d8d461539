// An offer as the app shows it, mapped from offer-backend's wire item. Pure (no server-only): the server maps what it
// fetched (lib/provider/offers.ts) and the browser what the BFF answers (lib/api/favorites.ts) the same way.
import type { OfferItem, OfferStatus, OfferType } from "@/provider/contracts/offers";
import { safeHttpUrl, safeImage } from "@/lib/http/safe-url";

export { safeImage };

export type OfferPlace = { code: string; city: string | null; country: string | null };

export type OfferView = {
  id: number;
  title: string;
  description: string;
  type: OfferType;
  /** Null for stays and other offers without an origin. */
  origin: { code: string; city: string | null } | null;
  destination: OfferPlace;
  /** SAR minor units. */
  price: number;
  originalPrice: number | null;
  saving: number | null;
  savingPercent: number | null;
  /** First and last day, YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
  /** A stay's nights from the check-in the traveller picks; null for one travel day, or nights the traveller picks. */
  nights: number | null;
  availability: number;
  status: OfferStatus;
  /** Active or upcoming: the Book button shows. */
  bookable: boolean;
  /** A site path or an https URL that next/image may load; null when the provider's value is neither. */
  image: string | null;
  providerName: string;
  bookingLink: string | null;
  tags: string[];
  featured: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export function toOfferView(wire: OfferItem): OfferView {
  return {
    id: wire.id,
    title: wire.title,
    description: wire.description,
    type: wire.type,
    origin: wire.origin ? { code: wire.origin, city: wire.originCity } : null,
    destination: { code: wire.destination, city: wire.destinationCity, country: wire.destinationCountry },
    price: wire.price,
    originalPrice: wire.originalPrice,
    saving: wire.saving,
    savingPercent: wire.savingPercent,
    startDate: wire.startDate,
    endDate: wire.endDate,
    nights: wire.nights,
    availability: wire.availability,
    status: wire.status,
    bookable: wire.status === "active" || wire.status === "upcoming",
    image: safeImage(wire.image),
    providerName: wire.providerName,
    bookingLink: safeHttpUrl(wire.bookingLink),
    tags: wire.tags,
    featured: wire.isFeatured,
    createdAt: new Date(wire.createdAt),
    updatedAt: new Date(wire.updatedAt),
  };
}
