import { getTranslations } from "next-intl/server";
import type { ChaletPage } from "@/lib/provider/stays";
import type { StayDetailsParams } from "@/lib/stays/details-query";
import { Alert } from "@/components/ui/alert";
import { BookingBox, ChaletFromBox } from "./stay-booking-box";
import { BookableStay } from "./stay-booking-panel";

type Props = {
  chalet: ChaletPage;
  query: StayDetailsParams;
  user: { name: string; email: string; phoneNumber: string } | null;
  here: string;
};

/** The chalet's booking box: the "from" prices without dates; with dates whether it is free, its price and the form. */
export async function ChaletBooking({ chalet, query, user, here }: Props) {
  const t = await getTranslations("StayDetails");
  const dates = query.dates;
  if (!dates || !chalet.price) return <ChaletFromBox chalet={chalet} />;
  const tooMany = query.guests > chalet.capacity;
  // Why it cannot be booked, most telling first: off sale, shorter than its minimum, nights closed, nights taken.
  const tooShort = chalet.price.nights < chalet.minNights;
  const reason = chalet.archived ? (
    <Alert variant="error">{t("notOffered")}</Alert>
  ) : tooShort ? (
    <Alert variant="error">{t("tooShort", { count: chalet.minNights })}</Alert>
  ) : chalet.closed ? (
    <Alert variant="error">{t("closedDates")}</Alert>
  ) : !chalet.available ? (
    <Alert variant="error">{t("unavailable")}</Alert>
  ) : tooMany ? (
    <Alert variant="error">{t("tooSmall", { count: query.guests })}</Alert>
  ) : (
    <p className="text-sm font-semibold text-emerald-700">{t("available")}</p>
  );
  return (
    <BookingBox title={t("bookTitle")}>
      <BookableStay
        price={chalet.price}
        nightlyPrice={chalet.nightlyPrice}
        weekendPrice={chalet.weekendPrice}
        deposit={chalet.rules.securityDeposit}
        terms={chalet.terms}
        booking={
          chalet.available && !tooMany
            ? { target: { kind: "chalet", chaletId: chalet.id }, propertyId: chalet.id, stay: { ...dates, guests: query.guests } }
            : null
        }
        reason={reason}
        user={user ? { name: user.name, email: user.email, phoneNumber: user.phoneNumber } : null}
        here={here}
      />
    </BookingBox>
  );
}
