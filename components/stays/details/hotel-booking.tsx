import { getTranslations } from "next-intl/server";
import type { HotelPage, HotelRoomView } from "@/lib/provider/stays";
import { guestsPerRoom, type StayDetailsParams } from "@/lib/stays/details-query";
import { Alert } from "@/components/ui/alert";
import { roomBookable } from "./hotel-rooms";
import { BookingBox, HotelFromBox } from "./stay-booking-box";
import { BookableStay } from "./stay-booking-panel";

type Props = {
  hotel: HotelPage;
  query: StayDetailsParams;
  /** The room type chosen in the list (with dates only). */
  chosen: HotelRoomView | null;
  user: { name: string; email: string; phoneNumber: string } | null;
  here: string;
};

/**
 * The hotel's booking box: without dates the lowest nightly price and the ask for dates; with dates the price of the
 * chosen room (or, until one is chosen, of the cheapest that fits) and, once chosen, the booking form.
 */
export async function HotelBooking({ hotel, query, chosen, user, here }: Props) {
  const t = await getTranslations("StayDetails");
  const perRoom = guestsPerRoom(query.guests, query.rooms);
  if (!query.dates) return <HotelFromBox rooms={hotel.rooms} />;
  const bookable = hotel.rooms.filter((room) => roomBookable(room, perRoom) && room.price);
  const pick = chosen && roomBookable(chosen, perRoom) && chosen.price ? chosen : null;
  const shown = pick ?? [...bookable].sort((a, b) => a.price!.total - b.price!.total)[0];
  if (!shown?.price) {
    return (
      <BookingBox title={t("bookTitle")}>
        <Alert variant="info">{t("noRoomsLeft")}</Alert>
      </BookingBox>
    );
  }
  return (
    <BookingBox title={pick ? t("bookRoom", { room: pick.name }) : t("bookTitle")}>
      {!pick ? <p className="text-sm font-medium text-slate-800">{shown.name}</p> : null}
      <BookableStay
        price={shown.price}
        nightlyPrice={shown.nightlyPrice}
        weekendPrice={shown.weekendPrice}
        terms={shown.terms}
        booking={pick ? { target: { kind: "hotel", roomTypeId: pick.id }, propertyId: hotel.id, stay: { ...query.dates, guests: perRoom } } : null}
        reason={
          <>
            {query.rooms > 1 ? <Alert variant="info">{t("oneRoomNote", { rooms: query.rooms, count: perRoom })}</Alert> : null}
            {!pick ? (
              <a href="#stay-rooms" className="text-sm font-semibold text-brand-700 underline">
                {t("chooseRoomFirst")}
              </a>
            ) : null}
          </>
        }
        user={user ? { name: user.name, email: user.email, phoneNumber: user.phoneNumber } : null}
        here={here}
      />
    </BookingBox>
  );
}
