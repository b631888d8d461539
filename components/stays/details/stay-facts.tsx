import { BedDouble, Bath, Check, Clock, Users, Waves } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ChaletPage, HotelPage } from "@/lib/provider/stays";

const CARD = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";

/** The description and the amenities (the shared Stays words; a key the app does not know yet is left out). */
export async function StayAbout({ description, amenities }: { description: string; amenities: string[] }) {
  const [t, stays] = await Promise.all([getTranslations("StayDetails"), getTranslations("Stays")]);
  const known = amenities.filter((key) => stays.has(`amenities.${key}` as "amenities.wifi"));
  return (
    <section aria-labelledby="stay-about" className={CARD}>
      <h2 id="stay-about" className="text-xl font-bold text-slate-900">
        {t("about")}
      </h2>
      <p className="mt-3 leading-8 text-slate-700">{description}</p>
      {known.length ? (
        <>
          <h3 className="mt-5 font-semibold text-slate-900">{t("amenities")}</h3>
          <ul className="mt-2 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
            {known.map((key) => (
              <li key={key} className="flex items-center gap-2">
                <Check aria-hidden className="size-4 shrink-0 text-emerald-600" />
                {stays(`amenities.${key}` as "amenities.wifi")}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** A hotel's check-in and check-out times. */
export async function HotelTimes({ hotel }: { hotel: Pick<HotelPage, "checkInTime" | "checkOutTime" | "policies"> }) {
  const t = await getTranslations("StayDetails");
  return (
    <section aria-labelledby="stay-times" className={CARD}>
      <h2 id="stay-times" className="text-xl font-bold text-slate-900">
        {t("times")}
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-slate-700">
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 text-brand-700" />
          {t("checkInFrom", { time: hotel.checkInTime })}
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 text-brand-700" />
          {t("checkOutUntil", { time: hotel.checkOutTime })}
        </li>
      </ul>
      {hotel.policies ? (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">{t("policies")}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-700">{hotel.policies}</p>
        </>
      ) : null}
    </section>
  );
}

/** What a chalet holds: guests, bedrooms, bathrooms, its own pool. */
export async function ChaletFacts({ chalet }: { chalet: Pick<ChaletPage, "capacity" | "bedrooms" | "bathrooms" | "privatePool"> }) {
  const t = await getTranslations("StayDetails");
  const facts = [
    { icon: Users, text: t("capacity", { count: chalet.capacity }) },
    { icon: BedDouble, text: t("bedrooms", { count: chalet.bedrooms }) },
    { icon: Bath, text: t("bathrooms", { count: chalet.bathrooms }) },
    ...(chalet.privatePool ? [{ icon: Waves, text: t("privatePool") }] : []),
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2 rounded-2xl bg-white p-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
          <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
          {text}
        </li>
      ))}
    </ul>
  );
}
