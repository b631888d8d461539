import { getTranslations } from "next-intl/server";
import type { HotelCard as Hotel } from "@/lib/provider/stays";
import { AmenityList, CancellationLine, Rating, StarRow, StayPhoto, StayPriceBlock } from "./stay-card-parts";

/** Below this many free rooms the card says how many are left. */
const FEW_ROOMS = 5;

/** One hotel of the results: picture, stars and rating, where, the cheapest fitting room and its board, the price. */
export async function HotelResultCard({ hotel, href, priority }: { hotel: Hotel; href: string; priority?: boolean }) {
  const [t, stays] = await Promise.all([getTranslations("StaySearch"), getTranslations("Stays")]);
  return (
    <article className="stay-card cover-card">
      <StayPhoto photo={hotel.photo} priority={priority} />
      <div className="stay-body">
        <div className="stay-head">
          <div>
            <StarRow stars={hotel.stars} />
            <h2 className="mt-1">
              <a href={href} className="cover-link">
                {hotel.name}
              </a>
            </h2>
            <p className="stay-where ico-before i-pin flex-wrap gap-x-2">
              <span>{hotel.city}</span>
              <span aria-hidden>·</span>
              <span>{stays(`landmarks.${hotel.landmark.key}`, { km: hotel.landmark.km })}</span>
            </p>
          </div>
          <Rating rating={hotel.rating} />
        </div>
        <AmenityList amenities={hotel.amenities} />
        <div className="stay-foot">
          <div className="space-y-1">
            <p className="stay-room">{hotel.roomName}</p>
            <p className="stay-note">{stays(`boards.${hotel.board}`)}</p>
            <CancellationLine until={hotel.freeCancellationUntil} />
            {hotel.roomsLeft > 0 && hotel.roomsLeft < FEW_ROOMS ? (
              <p className="stay-few ico-before i-flame">{t("roomsLeft", { count: hotel.roomsLeft })}</p>
            ) : null}
          </div>
          <StayPriceBlock price={hotel.price} />
        </div>
      </div>
    </article>
  );
}
