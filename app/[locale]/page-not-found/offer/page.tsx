import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OfferNotFound } from "@/components/errors/offer-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Offers");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

// What proxy.ts sends, with status 404, for an offer the provider does not know (lib/http/missing-resource.ts).
export default OfferNotFound;
