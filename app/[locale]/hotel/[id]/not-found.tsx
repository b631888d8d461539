import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StayNotFound } from "@/components/errors/stay-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("StayDetails");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

/** An unknown or malformed id: the page calls notFound() and this answers, with status 404. */
export default StayNotFound;
