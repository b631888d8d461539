import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OfferNotFound } from "@/components/errors/offer-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Offers");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

// An id the provider does not know: the offer page calls notFound() and this answers, with status 404 (the page is
// rendered whole before anything is sent, so the status holds; proxy.ts need not ask the provider first).
export default OfferNotFound;
