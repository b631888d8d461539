import { ArrowRight, Baby, CircleCheck, Clock, Hand, Luggage, Route, Users } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { Href } from "@/lib/i18n/typed-routes";
import { Link } from "@/lib/i18n/navigation";
import type { TaxiVehicle } from "@/lib/provider/taxis";
import { Money } from "@/components/currency/money";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { buttonClasses } from "@/components/ui/button-classes";

/** Fewer vehicles than this left in the slot are said. */
export const FEW_VEHICLES = 3;

type Props = {
  vehicle: TaxiVehicle;
  /** The booking step of this vehicle; null when it cannot be booked at this time. */
  bookHref: Href | null;
  /** "Free cancellation until …", already formatted. */
  freeCancellation: string;
  priority?: boolean;
};

/** One vehicle class for the ride: what it takes, what the ride includes, and its whole price. */
export async function VehicleCard({ vehicle, bookHref, freeCancellation, priority }: Props) {
  const [t, stays] = await Promise.all([getTranslations("Taxis"), getTranslations("Stays")]);
  const className = stays(`vehicleClasses.${vehicle.vehicleClass}`);
  const headingId = `vehicle-${vehicle.id}`;
  const soldOut = vehicle.closed || vehicle.vehiclesLeft === 0;
  const features = [
    { icon: Users, text: t("maxPassengers", { count: vehicle.maxPassengers }) },
    { icon: Luggage, text: t("maxBags", { count: vehicle.maxBags }) },
    { icon: Clock, text: t("freeWaiting", { minutes: vehicle.freeWaitingMinutes }) },
    ...(vehicle.meetAndGreet ? [{ icon: Hand, text: t("meetAndGreet") }] : []),
    { icon: Baby, text: t("childSeats", { count: vehicle.childSeats }) },
    { icon: Route, text: t("ride", { minutes: vehicle.durationMinutes, km: vehicle.distanceKm }) },
  ];
  return (
    <article
      aria-labelledby={headingId}
      data-testid="taxi-vehicle"
      className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:grid-cols-[13rem_1fr] lg:grid-cols-[15rem_1fr_13rem]"
    >
      <div className="relative aspect-[16/9] bg-brand-50 sm:aspect-auto sm:min-h-full">
        {vehicle.photo ? (
          <OptimizedImage
            src={vehicle.photo}
            alt=""
            sizes="(min-width: 1024px) 15rem, (min-width: 640px) 13rem, 100vw"
            priority={priority}
            className="absolute inset-0 size-full object-cover"
          />
        ) : null}
        <span className="absolute start-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-brand-800 shadow-sm">
          {stays(`passengerGroups.${vehicle.passengerGroup}`)}
        </span>
      </div>
      <div className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {className}
          </h3>
          <p className="text-sm text-slate-600">{vehicle.model}</p>
        </div>
        <ul className="grid gap-x-4 gap-y-1.5 text-sm text-slate-700 sm:grid-cols-2">
          {features.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden className="size-4 shrink-0 text-brand-700" />
              {text}
            </li>
          ))}
        </ul>
        {soldOut ? (
          <p className="text-sm font-semibold text-red-700">{vehicle.closed ? t("closedAtTime") : t("soldOut")}</p>
        ) : vehicle.vehiclesLeft <= FEW_VEHICLES ? (
          <p className="text-sm font-semibold text-amber-800">{t("vehiclesLeft", { count: vehicle.vehiclesLeft })}</p>
        ) : null}
      </div>
      <div className="flex flex-col justify-between gap-3 border-t border-slate-100 p-4 sm:col-span-2 sm:p-5 lg:col-span-1 lg:border-s lg:border-t-0">
        <div>
          <p className="text-xs font-medium text-slate-600">{t("totalLabel")}</p>
          <p className="text-2xl font-extrabold text-slate-900" data-testid="taxi-total">
            <Money value={vehicle.price.total} />
          </p>
          <p className="text-xs text-slate-600">{t("totalNote")}</p>
          <p className="mt-2 flex items-start gap-1.5 text-xs font-medium text-emerald-700">
            <CircleCheck aria-hidden className="mt-px size-3.5 shrink-0" />
            {freeCancellation}
          </p>
        </div>
        {bookHref && !soldOut ? (
          <Link
            href={bookHref}
            aria-label={t("chooseLabel", { vehicle: className, model: vehicle.model })}
            className={buttonClasses("primary", "md", "w-full")}
          >
            {t("choose")}
            <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
          </Link>
        ) : null}
      </div>
    </article>
  );
}
