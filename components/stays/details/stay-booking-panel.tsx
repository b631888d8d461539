import { LogIn } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { StayPrice } from "@/lib/provider/stays";
import type { StayOrTaxiTermsView } from "@/lib/reservations/booking-terms";
import type { StayBookingStay, StayBookingTarget } from "@/lib/stays/book-stay";
import { Link } from "@/lib/i18n/navigation";
import { Money } from "@/components/currency/money";
import { TermsSection } from "@/components/reservations/stay-or-taxi-terms";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { StayBookingForm } from "./stay-booking-form";
import { StayPriceBreakdown } from "./stay-price-breakdown";

/** The side box: its title and, without dates, the "from" price and the ask for dates. */
export async function BookingBox({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <aside aria-labelledby="stay-book-title" id="book" className="scroll-mt-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
      <div className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-lg ring-1 ring-slate-200">
        <h2 id="stay-book-title" className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </aside>
  );
}

export async function FromPrice({ nightly, weekend }: { nightly: number; weekend?: number | null }) {
  const t = await getTranslations("StayDetails");
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-slate-600">{t("from")}</p>
      <p className="text-3xl font-extrabold text-slate-900">
        <Money value={nightly} /> <span className="text-sm font-medium text-slate-600">{t("perNight")}</span>
      </p>
      {weekend && weekend !== nightly ? <p className="text-sm text-slate-600">{t.rich("weekendFrom", { price: () => <Money value={weekend} /> })}</p> : null}
      <Alert variant="info">{t("needDates")}</Alert>
    </div>
  );
}

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
