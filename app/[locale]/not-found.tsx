import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageNotFound } from "@/components/errors/page-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default function LocaleNotFound() {
  return <PageNotFound plain />;
}
