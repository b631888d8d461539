// The admin offers' list state (the URL's search, sort and page, read with the provider's rules) and the form's values
// for a new or a stored offer. Shared by the pages (server) and the form (browser).
import { adminOfferListQuery, type AdminOffer, type OfferFormValues } from "@/provider/contracts/admin-offers";
import type { ListState } from "./catalogue";

export function offerListStateOf(searchParams: Record<string, string | string[] | undefined>): ListState {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const raw = { q: first(searchParams.q), sort: first(searchParams.sort), dir: first(searchParams.dir), page: first(searchParams.page) };
  const parsed = adminOfferListQuery.safeParse(raw);
  return parsed.success ? parsed.data : adminOfferListQuery.parse({ sort: raw.sort, dir: raw.dir });
}

/** What the form holds: the wire's fields, with tags as the text typed ("beach, family"). */
export type OfferFormState = Omit<OfferFormValues, "tags"> & { tags: string };

export function newOfferValues(today: string): OfferFormState {
  return {
    titleAr: "",
    titleEn: "",
    descriptionAr: "",
    descriptionEn: "",
    type: "package",
    origin: "",
    destination: "",
    price: Number.NaN,
    originalPrice: null,
    startDate: today,
    endDate: "",
    nights: 3,
    availability: 10,
    image: null,
    providerName: "",
    providerNameAr: "",
    bookingLink: "",
    tags: "",
    isFeatured: false,
    termsAr: "",
    termsEn: "",
    freeCancellationHours: 24,
    cancellationFeePercent: 10,
  };
}

export function offerFormValues(offer: AdminOffer): OfferFormState {
  return {
    titleAr: offer.titleAr,
    titleEn: offer.titleEn,
    descriptionAr: offer.descriptionAr,
    descriptionEn: offer.descriptionEn,
    type: offer.type,
    origin: offer.origin ?? "",
    destination: offer.destination,
    price: offer.price,
    originalPrice: offer.originalPrice,
    startDate: offer.startDate,
    endDate: offer.endDate,
    nights: offer.nights,
    availability: offer.availability,
    image: offer.image,
    providerName: offer.providerName,
    providerNameAr: offer.providerNameAr,
    bookingLink: offer.bookingLink ?? "",
    tags: offer.tags.join(", "),
    isFeatured: offer.isFeatured,
    termsAr: offer.termsAr,
    termsEn: offer.termsEn,
    freeCancellationHours: offer.freeCancellationHours,
    cancellationFeePercent: offer.cancellationFeePercent,
  };
}
