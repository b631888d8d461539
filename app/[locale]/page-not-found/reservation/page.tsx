import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReservationNotFound } from "@/components/errors/reservation-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Reservations");
  return { title: t("notFoundTitle"), robots: { index: false } };
}

// What proxy.ts sends, with status 404, for a reservation that is unknown or someone else's.
export default ReservationNotFound;
