import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FlightNotFound } from "@/components/errors/flight-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Flight");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

/** An unknown or malformed flight id (SPEC §8 "flight not found"), answered with a 404. */
export default FlightNotFound;
