import { getTranslations } from "next-intl/server";
import { Money } from "@/components/currency/money";
import type { ChaletCard as Chalet } from "@/lib/provider/stays";
import { AmenityList, CancellationLine, Rating, StayPhoto, StayPriceBlock } from "./stay-card-parts";

/** One chalet of the results: picture, district, how many it sleeps, its pool, the price of a night and of the stay. */
export async function ChaletResultCard({ chalet, href, priority }: { chalet: Chalet; href: string; priority?: boolean }) {
  const t = await getTranslations("StaySearch");
  return (
    <article className="stay-card cover-card">
      <StayPhoto photo={chalet.photo} priority={priority} />
      <div className="stay-body">
        <div className="stay-head">
          <div>
            <h2>
              <a href={href} className="cover-link">
                {chalet.name}
              </a>
            </h2>
            <p className="stay-where ico-before i-pin gap-1.5">
              {chalet.district}
              {t("listSeparator")}
              {chalet.city}
            </p>
          </div>
          <Rating rating={chalet.rating} />
        </div>
        <ul className="stay-facts">
          <li className="ico-before i-users">{t("capacity", { count: chalet.capacity })}</li>
          <li className="ico-before i-bed">{t("bedrooms", { count: chalet.bedrooms })}</li>
          {chalet.privatePool ? <li className="pool ico-before i-waves">{t("privatePool")}</li> : null}
        </ul>
        <AmenityList amenities={chalet.amenities} />
        <div className="stay-foot">
          <div className="space-y-1">
            <CancellationLine until={chalet.freeCancellationUntil} />
            {chalet.weekendPrice !== chalet.nightlyPrice ? (
              <p className="stay-note">{t.rich("weekendPrice", { price: () => <Money value={chalet.weekendPrice} /> })}</p>
            ) : null}
          </div>
          {chalet.price ? <StayPriceBlock price={chalet.price} /> : null}
        </div>
      </div>
    </article>
  );
}
