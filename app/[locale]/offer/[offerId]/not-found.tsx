import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OfferNotFound } from "@/components/errors/offer-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Offers");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

// An offer that went between proxy.ts's check (lib/http/missing-resource.ts, which answers unknown ids itself so that
// none is rendered and stored) and the render: the page calls notFound() and this answers, with status 404.
export default OfferNotFound;
