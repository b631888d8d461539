import { CheckCircle2, ShieldCheck, UserCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import type { StayOrTaxiVoucherView, StayVoucherView, TaxiVoucherView } from "@/lib/reservations/stay-or-taxi-reservations-map";
import { LeadContact } from "@/components/reservations/lead-contact";
import { PaymentFacts, VoucherFrame, voucherLabel, voucherSection } from "@/components/ticket/voucher-frame";
import { StayOrTaxiPriceBreakdown } from "./stay-or-taxi-price-breakdown";
import { StayOrTaxiTermsText } from "./stay-or-taxi-terms";
import { HouseRulesList, RoomFacts, StayFacts } from "./stay-summary";
import { MeetingInstructions, TaxiFacts } from "./taxi-summary";
import { StayAddress } from "./stay-address";

const h2 = "text-base font-semibold text-slate-900";

/** The printable voucher of a hotel, chalet or taxi booking: the shared voucher frame around the kind's own sections. */
export function StayOrTaxiVoucher({ voucher: v, brand }: { voucher: StayOrTaxiVoucherView; brand: string }) {
  const t = useTranslations("StayReservations");
  return (
    <VoucherFrame
      brand={brand}
      title={t(`voucherTitle.${v.kind}`)}
      issuedAt={v.issuedAt}
      reference={v.reference}
      status={v.status}
      paymentStatus={v.paymentStatus}
    >
      {v.kind === "taxi" ? <TaxiSections voucher={v} /> : <StaySections voucher={v} />}
      <section aria-labelledby="voucher-party" className={`${voucherSection} grid gap-5 sm:grid-cols-2 print:grid-cols-2`}>
        <div className="flex flex-col gap-3">
          <h2 id="voucher-party" className={h2}>
            {t(v.kind === "taxi" ? "leadPassenger" : "leadGuest")}
          </h2>
          <LeadContact lead={v.kind === "taxi" ? v.leadPassenger : v.leadGuest} />
          <h2 className={`mt-2 ${h2}`}>{t("priceDetails")}</h2>
          <StayOrTaxiPriceBreakdown reservation={v} />
        </div>
        <PaymentFacts payment={v.payment} total={v.breakdown.total} />
      </section>
      <section aria-labelledby="voucher-terms" className={`${voucherSection} text-sm text-slate-700 print:text-black`}>
        <h2 id="voucher-terms" className={`mb-2 flex items-center gap-2 ${h2}`}>
          <ShieldCheck aria-hidden className="size-4 print:hidden" />
          {t("termsTitle")}
        </h2>
        <StayOrTaxiTermsText reservation={v} />
        <p className="mt-2 text-xs text-muted print:text-black">{t(v.kind === "taxi" ? "voucherNoteTaxi" : "voucherNoteStay")}</p>
      </section>
    </VoucherFrame>
  );
}

function Included({ items }: { items: string[] }) {
  const t = useTranslations("StayReservations");
  return (
    <div className="flex flex-col gap-2">
      <h3 className={voucherLabel}>{t("included")}</h3>
      <ul className="flex flex-col gap-1 text-sm text-slate-800 print:text-black" data-testid="voucher-included">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600 print:hidden" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function StaySections({ voucher: v }: { voucher: StayVoucherView }) {
  const t = useTranslations("StayReservations");
  const stays = useTranslations("Stays");
  const s = v.stay;
  const nights = t("nights", { count: v.breakdown.nights });
  const included = s.room
    ? [t("includedRoom", { room: s.room.name, nights, board: stays(`boards.${s.room.board}`) })]
    : [t("includedChalet", { nights, guests: t("guests", { count: s.guests }) })];
  return (
    <>
      <section aria-labelledby="voucher-stay" className="flex flex-col gap-4 px-4 py-5 sm:px-8 print:px-0">
        <div>
          <p className={voucherLabel}>{t(`kind.${v.kind}`)}</p>
          <h2 id="voucher-stay" className="mt-1 text-lg font-bold text-slate-900">
            {s.name}
          </h2>
          <StayAddress address={s.address} city={s.city} className="text-slate-700 print:text-black" testId="voucher-address" />
        </div>
        {s.room ? <RoomFacts room={s.room} /> : null}
        <StayFacts reservation={v} />
        <Included items={included} />
      </section>
      {s.rules ? (
        <section aria-labelledby="voucher-rules" className={voucherSection}>
          <h2 id="voucher-rules" className={`mb-3 ${h2}`}>
            {t("houseRules")}
          </h2>
          <HouseRulesList reservation={v} />
        </section>
      ) : null}
    </>
  );
}

function TaxiSections({ voucher: v }: { voucher: TaxiVoucherView }) {
  const t = useTranslations("StayReservations");
  const stays = useTranslations("Stays");
  const tr = v.transfer;
  const included = [
    t("includedTaxi", { vehicle: stays(`vehicleClasses.${tr.vehicleClass}`), passengers: t("passengers", { count: v.passengers }) }),
    t("includedWaiting", { minutes: tr.freeWaitingMinutes }),
    ...(tr.meetAndGreet ? [t("meetAndGreet")] : []),
    ...(v.childSeats > 0 ? [t("includedChildSeats", { count: v.childSeats })] : []),
  ];
  return (
    <>
      <section aria-labelledby="voucher-transfer" className="flex flex-col gap-4 px-4 py-5 sm:px-8 print:px-0">
        <div>
          <p className={voucherLabel}>{t("kind.taxi")}</p>
          <h2 id="voucher-transfer" className="mt-1 text-lg font-bold text-slate-900">
            <bdi>{tr.airport.name}</bdi>{" "}
            <span aria-hidden className="inline-block rtl:rotate-180">
              →
            </span>{" "}
            <bdi>{tr.area}</bdi>
          </h2>
        </div>
        <TaxiFacts reservation={v} />
        <Included items={included} />
      </section>
      <section aria-labelledby="voucher-meeting" className={voucherSection}>
        <h2 id="voucher-meeting" className={`mb-2 flex items-center gap-2 ${h2}`}>
          <UserCheck aria-hidden className="size-4 print:hidden" />
          {t("meetingTitle")}
        </h2>
        <MeetingInstructions reservation={v} />
      </section>
    </>
  );
}
