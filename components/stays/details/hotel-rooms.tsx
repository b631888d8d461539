import { getImageProps } from "next/image";
import { BedDouble, Check, Maximize2, Users, Utensils } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { safeImage } from "@/lib/http/safe-url";
import { Link } from "@/lib/i18n/navigation";
import { checkedPath } from "@/lib/i18n/typed-routes";
import type { HotelRoomView } from "@/lib/provider/stays";
import { Money } from "@/components/currency/money";
import { TermsText } from "@/components/reservations/stay-or-taxi-terms";
import { buttonClasses } from "@/components/ui/button";

type Props = {
  rooms: HotelRoomView[];
  /** Guests in one room (the party split over the rooms asked for). */
  guests: number;
  chosenId: number | null;
  hasDates: boolean;
  /** The link that chooses a room: this page with the same dates and `room`. */
  chooseHref: (roomId: number) => string;
};

/** Whether a room can be chosen: it fits the guests and, with dates, one is left for every night. */
export const roomBookable = (room: HotelRoomView, guests: number) => room.capacity >= guests && (room.roomsLeft ?? 1) > 0;

/** The hotel's room types: what each is, its cancellation terms, what is left and its price, and the choice. */
export async function HotelRooms({ rooms, guests, chosenId, hasDates, chooseHref }: Props) {
  const t = await getTranslations("StayDetails");
  return (
    <section aria-labelledby="stay-rooms" className="flex flex-col gap-3">
      <h2 id="stay-rooms" className="text-xl font-bold text-slate-900">
        {t("roomsTitle")}
      </h2>
      <ul className="flex flex-col gap-3">
        {rooms.map((room) => (
          <li key={room.id}>
            <RoomCard room={room} guests={guests} chosen={room.id === chosenId} hasDates={hasDates} href={chooseHref(room.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

async function RoomCard({ room, guests, chosen, hasDates, href }: { room: HotelRoomView; guests: number; chosen: boolean; hasDates: boolean; href: string }) {
  const [t, stays] = await Promise.all([getTranslations("StayDetails"), getTranslations("Stays")]);
  const photo = safeImage(room.photo);
  const image = photo ? getImageProps({ src: photo, alt: "", width: 1600, height: 1000, sizes: "(min-width: 640px) 12rem, 100vw", quality: 70 }).props : null;
  const fits = room.capacity >= guests;
  const left = room.roomsLeft;
  const headingId = `room-${room.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 sm:flex-row ${chosen ? "ring-2 ring-brand-600" : "ring-slate-200"}`}
    >
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- getImageProps' attributes without next/image's client code
        <img {...image} alt="" className="h-32 w-full shrink-0 rounded-2xl object-cover sm:aspect-[16/10] sm:h-auto sm:w-48" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {room.name}
        </h3>
        <ul className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
          <li className="flex items-center gap-1.5">
            <Users aria-hidden className="size-4 text-brand-700" />
            {t("roomCapacity", { count: room.capacity })}
          </li>
          <li className="flex items-center gap-1.5">
            <BedDouble aria-hidden className="size-4 text-brand-700" />
            {stays(`bedTypes.${room.bedType}`)}
          </li>
          <li className="flex items-center gap-1.5">
            <Utensils aria-hidden className="size-4 text-brand-700" />
            {stays(`boards.${room.board}`)}
          </li>
          <li className="flex items-center gap-1.5">
            <Maximize2 aria-hidden className="size-4 text-brand-700" />
            {t("roomSize", { size: room.sizeSqm })}
          </li>
        </ul>
        <RoomTerms room={room} />
        {left !== null ? (
          <p className={`text-sm font-semibold ${left === 0 ? "text-red-700" : left <= 2 ? "text-amber-800" : "text-slate-700"}`} data-testid="rooms-left">
            {t("roomsLeft", { count: left })}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-stretch justify-between gap-3 sm:w-44 sm:items-end sm:text-end">
        <RoomPrice room={room} hasDates={hasDates} />
        <RoomChoice fits={fits} left={left} chosen={chosen} guests={guests} href={href} describedBy={headingId} hasDates={hasDates} />
      </div>
    </article>
  );
}

/** With dates the whole terms a booking of the room gets (the voucher's text); without, whether it is refundable. */
async function RoomTerms({ room }: { room: HotelRoomView }) {
  const t = await getTranslations("StayDetails");
  if (room.terms) return <TermsText view={room.terms} />;
  return (
    <p className={`text-sm font-medium ${room.refundable ? "text-emerald-700" : "text-slate-600"}`}>{t(room.refundable ? "refundable" : "nonRefundable")}</p>
  );
}

async function RoomPrice({ room, hasDates }: { room: HotelRoomView; hasDates: boolean }) {
  const t = await getTranslations("StayDetails");
  if (hasDates && room.price) {
    return (
      <div className="flex flex-col">
        <span className="text-xl font-extrabold text-slate-900">
          <Money value={room.price.perNight} />
        </span>
        <span className="text-xs text-slate-600">{t("perNight")}</span>
        <span className="mt-1 text-sm font-semibold text-slate-900">
          <Money value={room.price.total} /> <span className="font-normal text-slate-600">{t("perStay", { count: room.price.nights })}</span>
        </span>
      </div>
    );
  }
  return (
    <div className="flex flex-col">
      <span className="text-xs text-slate-600">{t("from")}</span>
      <span className="text-xl font-extrabold text-slate-900">
        <Money value={room.nightlyPrice} />
      </span>
      <span className="text-xs text-slate-600">{t("perNight")}</span>
    </div>
  );
}

async function RoomChoice({
  fits,
  left,
  chosen,
  guests,
  href,
  describedBy,
  hasDates,
}: {
  hasDates: boolean;
  fits: boolean;
  left: number | null;
  chosen: boolean;
  guests: number;
  href: string;
  describedBy: string;
}) {
  const t = await getTranslations("StayDetails");
  // A room is chosen for dates: without them the dates form above asks for them first.
  if (!hasDates) return null;
  if (!fits) return <p className="text-sm text-slate-600">{t("tooSmall", { count: guests })}</p>;
  if (left === 0) return <p className="text-sm font-semibold text-red-700">{t("roomsLeft", { count: 0 })}</p>;
  if (chosen) {
    return (
      <p className="flex items-center gap-1 text-sm font-semibold text-brand-700 sm:justify-end">
        <Check aria-hidden className="size-4" />
        {t("chosen")}
      </p>
    );
  }
  return (
    <Link href={checkedPath(href)} aria-describedby={describedBy} className={buttonClasses("outline", "md")}>
      {t("chooseRoom")}
    </Link>
  );
}
