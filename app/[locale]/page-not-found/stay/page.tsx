import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StayNotFound } from "@/components/errors/stay-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("StayDetails");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

// What proxy.ts sends, with status 404, for a hotel or chalet the provider does not know (lib/http/missing-resource.ts).
export default StayNotFound;
