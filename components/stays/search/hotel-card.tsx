import { getTranslations } from "next-intl/server";
import { Flame, MapPin } from "lucide-react";
import type { HotelCard as Hotel } from "@/lib/provider/stays";
import { AmenityList, CancellationLine, Rating, StarRow, StayPhoto, StayPriceBlock } from "./stay-card-parts";

/** Below this many free rooms the card says how many are left. */
const FEW_ROOMS = 5;

/** One hotel of the results: picture, stars and rating, where, the cheapest fitting room and its board, the price. */
export async function HotelResultCard({ hotel, href, priority }: { hotel: Hotel; href: string; priority?: boolean }) {
  const [t, stays] = await Promise.all([getTranslations("StaySearch"), getTranslations("Stays")]);
  return (
    <article className="group relative grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg sm:grid-cols-[16rem_1fr] xl:grid-cols-[18rem_1fr]">
      <StayPhoto photo={hotel.photo} priority={priority} />
      <div className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <StarRow stars={hotel.stars} />
            <h2 className="mt-1 text-lg font-bold leading-snug text-slate-900">
              <a href={href} className="rounded after:absolute after:inset-0 focus-visible:outline-none">
                {hotel.name}
              </a>
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
              <MapPin aria-hidden className="size-4 shrink-0 text-brand-700" />
              <span>{hotel.city}</span>
              <span aria-hidden>·</span>
              <span>{stays(`landmarks.${hotel.landmark.key}`, { km: hotel.landmark.km })}</span>
            </p>
          </div>
          <Rating rating={hotel.rating} />
        </div>
        <AmenityList amenities={hotel.amenities} />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <div className="space-y-1">
            <p className="text-sm font-semibold text-slate-800">{hotel.roomName}</p>
            <p className="text-sm text-slate-600">{stays(`boards.${hotel.board}`)}</p>
            <CancellationLine until={hotel.freeCancellationUntil} />
            {hotel.roomsLeft > 0 && hotel.roomsLeft < FEW_ROOMS ? (
              <p className="flex items-center gap-1.5 text-sm font-semibold text-rose-700">
                <Flame aria-hidden className="size-4" />
                {t("roomsLeft", { count: hotel.roomsLeft })}
              </p>
            ) : null}
          </div>
          <StayPriceBlock price={hotel.price} />
        </div>
      </div>
    </article>
  );
}
