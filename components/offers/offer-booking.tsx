import { getTranslations } from "next-intl/server";
import type { OfferDetailsView } from "@/lib/provider/offers";
import { BookOfferForm } from "./book-offer-form";
import { offerDateFormat } from "./offer-dates";
import { OfferTermsText } from "./offer-terms";

/**
 * The price box's action: the booking form while the offer can be booked today, otherwise why not (SPEC §4: an
 * expired offer says that booking is over). The provider refuses those bookings too, whatever a page shows.
 */
export async function OfferBooking({ offer }: { offer: OfferDetailsView }) {
  const [t, date] = await Promise.all([getTranslations("Offers"), offerDateFormat()]);
  const reason =
    offer.status === "expired"
      ? t("expired")
      : offer.status === "soldOut"
        ? t("soldOut")
        : offer.status === "upcoming"
          ? t("upcoming", { date: date(offer.startDate) })
          : null;
  return (
    <BookOfferForm
      offerId={offer.id}
      availability={offer.availability}
      unitPrice={offer.price}
      unitOriginalPrice={offer.originalPrice}
      bookable={reason === null}
      reason={reason}
      terms={<OfferTermsText terms={offer.cancellation} />}
      trip={{ type: offer.type, nights: offer.nights, startDate: offer.startDate, endDate: offer.endDate }}
    />
  );
}
