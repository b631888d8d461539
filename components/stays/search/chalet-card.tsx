import { getTranslations } from "next-intl/server";
import { BedDouble, MapPin, Users, Waves } from "lucide-react";
import { Money } from "@/components/currency/money";
import type { ChaletCard as Chalet } from "@/lib/provider/stays";
import { AmenityList, CancellationLine, Rating, StayPhoto, StayPriceBlock } from "./stay-card-parts";

/** One chalet of the results: picture, district, how many it sleeps, its pool, the price of a night and of the stay. */
export async function ChaletResultCard({ chalet, href, priority }: { chalet: Chalet; href: string; priority?: boolean }) {
  const t = await getTranslations("StaySearch");
  return (
    <article className="group relative grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg sm:grid-cols-[16rem_1fr] xl:grid-cols-[18rem_1fr]">
      <StayPhoto photo={chalet.photo} priority={priority} />
      <div className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-lg font-bold leading-snug text-slate-900">
              <a href={href} className="rounded after:absolute after:inset-0 focus-visible:outline-none">
                {chalet.name}
              </a>
            </h2>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <MapPin aria-hidden className="size-4 shrink-0 text-brand-700" />
              {chalet.district}
              {t("listSeparator")}
              {chalet.city}
            </p>
          </div>
          <Rating rating={chalet.rating} />
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <Users aria-hidden className="size-4 text-brand-700" />
            {t("capacity", { count: chalet.capacity })}
          </li>
          <li className="flex items-center gap-1.5">
            <BedDouble aria-hidden className="size-4 text-brand-700" />
            {t("bedrooms", { count: chalet.bedrooms })}
          </li>
          {chalet.privatePool ? (
            <li className="flex items-center gap-1.5 font-semibold text-sky-700">
              <Waves aria-hidden className="size-4" />
              {t("privatePool")}
            </li>
          ) : null}
        </ul>
        <AmenityList amenities={chalet.amenities} />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <div className="space-y-1">
            <CancellationLine until={chalet.freeCancellationUntil} />
            {chalet.weekendPrice !== chalet.nightlyPrice ? (
              <p className="text-sm text-slate-600">{t.rich("weekendPrice", { price: () => <Money value={chalet.weekendPrice} /> })}</p>
            ) : null}
          </div>
          {chalet.price ? <StayPriceBlock price={chalet.price} /> : null}
        </div>
      </div>
    </article>
  );
}
