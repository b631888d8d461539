import { getLocale, getTranslations } from "next-intl/server";
import { optimizedImageProps } from "@/components/ui/optimized-image";
import { clockDateTime } from "@/lib/format/clock";
import { PRICE_MARK, pricedText } from "@/lib/format/priced-text";
import { keptFormatter } from "@/lib/format/kept-formatter";
import { safeImage } from "@/lib/http/safe-url";
import type { ChaletCard, HotelCard, StayPrice } from "@/lib/provider/stays";
import { STAY_TIMEZONE } from "@/provider/contracts/stay-rules";
import type { ChaletCardModel, HotelCardModel, PhotoProps } from "./stay-card-model";

/** Below this many free rooms the card says how many are left. */
const FEW_ROOMS = 5;

/** The card's picture: the optimizer's WebP at the width the layout needs, as OptimizedImage draws it. */
function photoProps(photo: string | null, priority: boolean): PhotoProps | null {
  const src = safeImage(photo);
  return src ? optimizedImageProps({ src, alt: "", sizes: "(min-width: 1024px) 18rem, (min-width: 640px) 40vw, 100vw", priority }) : null;
}

/**
 * What the stay cards of a results page say, read once per page: every text formatted here on the server, so the
 * cards are client components that only lay them out (stay-cards.tsx) and the page's payload carries these texts
 * instead of each card's element tree (a server card was sent twice, as HTML and as that tree).
 */
export async function getStayCardText() {
  const [t, stays, locale] = await Promise.all([getTranslations("StaySearch"), getTranslations("Stays"), getLocale()]);
  const format = keptFormatter(locale);

  // A hotel the admin just added has no guest reviews yet (score 0): no score rather than a zero.
  const rating = (value: number): [string, string] | null => (value > 0 ? [value.toFixed(1), t("rating", { rating: value })] : null);
  const amenities = (keys: string[]) => {
    const named = keys.filter((key) => stays.has(`amenities.${key}` as "amenities.wifi"));
    return { named: named.slice(0, 4).map((key) => stays(`amenities.${key}` as "amenities.wifi")), more: Math.max(0, named.length - 4) };
  };
  /** Free cancellation until an instant, in Saudi time as the stays are sold. */
  const cancellation = (until: string | null) =>
    until
      ? { free: true, text: t("freeCancellationUntil", { date: clockDateTime(format, until, STAY_TIMEZONE, { day: "numeric", month: "short" }) }) }
      : { free: false, text: t("nonRefundable") };
  /** The price of a night and of the whole stay (nights, fee and taxes), as the booking would charge it. */
  const price = (p: StayPrice) => ({
    perNight: p.perNight,
    perNightLabel: t("perNight"),
    total: pricedText(t.markup("forStay", { count: p.nights, total: () => PRICE_MARK }), p.total),
    taxesIncluded: t("taxesIncluded"),
  });
  const base = (stay: HotelCard | ChaletCard, href: string, priority: boolean) => ({
    href,
    name: stay.name,
    photo: photoProps(stay.photo, priority),
    rating: rating(stay.rating),
    amenities: amenities(stay.amenities),
    cancellation: cancellation(stay.freeCancellationUntil),
  });

  return {
    hotel: (hotel: HotelCard, href: string, priority: boolean): HotelCardModel => ({
      kind: "hotel",
      ...base(hotel, href, priority),
      price: price(hotel.price),
      stars: { count: hotel.stars, label: t("starsLabel", { count: hotel.stars }) },
      city: hotel.city,
      landmark: stays(`landmarks.${hotel.landmark.key}`, { km: hotel.landmark.km }),
      room: hotel.roomName,
      board: stays(`boards.${hotel.board}`),
      roomsLeft: hotel.roomsLeft > 0 && hotel.roomsLeft < FEW_ROOMS ? t("roomsLeft", { count: hotel.roomsLeft }) : null,
    }),
    chalet: (chalet: ChaletCard, href: string, priority: boolean): ChaletCardModel => ({
      kind: "chalet",
      ...base(chalet, href, priority),
      price: chalet.price ? price(chalet.price) : null,
      where: `${chalet.district}${t("listSeparator")}${chalet.city}`,
      capacity: t("capacity", { count: chalet.capacity }),
      bedrooms: t("bedrooms", { count: chalet.bedrooms }),
      privatePool: chalet.privatePool ? t("privatePool") : null,
      weekendPrice: chalet.weekendPrice !== chalet.nightlyPrice ? pricedText(t.markup("weekendPrice", { price: () => PRICE_MARK }), chalet.weekendPrice) : null,
    }),
  };
}
