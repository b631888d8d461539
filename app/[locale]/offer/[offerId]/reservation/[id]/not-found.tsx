import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReservationNotFound } from "@/components/errors/reservation-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Reservations");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

/** Unknown ids and other people's reservations alike (the provider answers 404 for both). */
export default ReservationNotFound;
