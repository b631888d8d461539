import { LogIn } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { StayPrice } from "@/lib/provider/stays";
import type { StayOrTaxiTermsView } from "@/lib/reservations/booking-terms";
import type { StayBookingStay, StayBookingTarget } from "@/lib/stays/book-stay";
import { Link } from "@/lib/i18n/navigation";
import { TermsSection } from "@/components/reservations/stay-or-taxi-terms";
import { buttonClasses } from "@/components/ui/button";
import { StayBookingForm } from "./stay-booking-form";
import { StayPriceBreakdown } from "./stay-price-breakdown";

type Bookable = {
  price: StayPrice;
  nightlyPrice: number;
  weekendPrice: number;
  deposit?: number | null;
  /** The cancellation terms a booking gets (with dates), shown before the form as the voucher will print them. */
  terms: StayOrTaxiTermsView | null;
  /** Null: the breakdown is shown but not yet bookable (a hotel room not chosen); `reason` says what to do. */
  booking: { target: StayBookingTarget; propertyId: number; stay: StayBookingStay } | null;
  reason?: React.ReactNode;
  /** The signed-in user's details to prefill, null for a guest. */
  user: { name: string; email: string; phoneNumber: string } | null;
  /** This page with its dates, localized: where the login sends the visitor back. */
  here: string;
};

/** The stay's price lines and then the booking form, or the way to sign in first. */
export async function BookableStay({ price, nightlyPrice, weekendPrice, deposit, terms, booking, reason, user, here }: Bookable) {
  const t = await getTranslations("StayDetails");
  const loginHref = `/login?${new URLSearchParams({ redirect: here })}`;
  return (
    <>
      <StayPriceBreakdown price={price} nightlyPrice={nightlyPrice} weekendPrice={weekendPrice} deposit={deposit} />
      {terms ? <TermsSection view={terms} id="stay-book-terms" /> : null}
      {reason}
      {booking && !user ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-600">{t("signInBody")}</p>
          <Link href={{ pathname: "/login", query: { redirect: here } }} className={buttonClasses("primary", "lg", "w-full")}>
            <LogIn aria-hidden className="size-5 rtl:rotate-180" />
            {t("signIn")}
          </Link>
        </div>
      ) : null}
      {booking && user ? (
        <StayBookingForm
          target={booking.target}
          propertyId={booking.propertyId}
          stay={booking.stay}
          prefill={{ fullName: user.name, email: user.email, phone: user.phoneNumber }}
          loginHref={loginHref}
        />
      ) : null}
    </>
  );
}
