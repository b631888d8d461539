import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReservationNotFound } from "@/components/errors/reservation-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Reservations");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

/** Unknown ids, other people's reservations and other kinds' alike (the service answers 404 for all). */
export default ReservationNotFound;
