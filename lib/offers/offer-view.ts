// An offer as the app shows it, mapped from offer-backend's wire item. Pure (no server-only): the server maps what it
// fetched (lib/provider/offers.ts) and the browser what the BFF answers (lib/api/favorites.ts) the same way.
import type { OfferItem, OfferStatus, OfferType } from "@/provider/contracts/offers";

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

/** Only a site path ("/images/…", not "//host") or an https URL becomes an image. */
export function safeImage(value: string | null): string | null {
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}

/** Only absolute http(s) links are followed. */
function safeLink(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

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
    availability: wire.availability,
    status: wire.status,
    bookable: wire.status === "active" || wire.status === "upcoming",
    image: safeImage(wire.image),
    providerName: wire.providerName,
    bookingLink: safeLink(wire.bookingLink),
    tags: wire.tags,
    featured: wire.isFeatured,
    createdAt: new Date(wire.createdAt),
    updatedAt: new Date(wire.updatedAt),
  };
}

