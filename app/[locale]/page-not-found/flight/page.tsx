import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FlightNotFound } from "@/components/errors/flight-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Flight");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

// What proxy.ts sends, with status 404, for a flight the provider does not know (lib/http/missing-resource.ts).
export default FlightNotFound;
