import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageNotFound } from "@/components/errors/page-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return { title: t("metaTitle"), robots: { index: false } };
}

// The 404 page of an address no page matches: prerendered, and sent by proxy.ts with status 404
// (lib/http/not-found-page.ts). A notFound() here would prerender an empty error document instead.
export default function NotFoundPage() {
  return <PageNotFound />;
}
