import { getTranslations } from "next-intl/server";
import { Money } from "@/components/currency/money";
import { Alert } from "@/components/ui/alert";

// The booking box as a page without dates draws it. Kept apart from the booking form (stay-booking-panel.tsx): a
// client component a server module imports rides in the page's first-load scripts even when it is never drawn, and
// the cached hotel and chalet pages never draw the form.

/** The side box: its title and what goes in it. */
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

async function FromPrice({ nightly, weekend }: { nightly: number; weekend?: number | null }) {
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

/** A hotel without dates: the lowest nightly price of its rooms and the ask for dates. */
export async function HotelFromBox({ rooms }: { rooms: readonly { nightlyPrice: number }[] }) {
  const t = await getTranslations("StayDetails");
  const lowest = Math.min(...rooms.map((r) => r.nightlyPrice));
  return <BookingBox title={t("bookTitle")}>{Number.isFinite(lowest) ? <FromPrice nightly={lowest} /> : null}</BookingBox>;
}

/** A chalet without dates (or not priced for them): its nightly and weekend prices, its minimum stay, the ask for dates. */
export async function ChaletFromBox({ chalet }: { chalet: { nightlyPrice: number; weekendPrice: number | null; minNights: number } }) {
  const t = await getTranslations("StayDetails");
  return (
    <BookingBox title={t("bookTitle")}>
      <FromPrice nightly={chalet.nightlyPrice} weekend={chalet.weekendPrice} />
      {chalet.minNights > 1 ? <p className="text-sm text-slate-700">{t("minNights", { count: chalet.minNights })}</p> : null}
    </BookingBox>
  );
}
