import { ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { isolate } from "@/lib/format/bidi";
import type { OfferVoucherView } from "@/lib/reservations/offer-reservations-map";
import { PaymentFacts, VoucherFrame, voucherLabel, voucherSection } from "@/components/ticket/voucher-frame";
import { OfferPriceBreakdown } from "./offer-price-breakdown";
import { LeadContact } from "@/components/reservations/lead-contact";
import { OfferBookedTerms } from "./offer-terms";
import { OfferRoute } from "./offer-route";
import { OfferTravelerNames, useOfferWhen } from "./offer-trip";

/** The offer's printable voucher: the shared voucher frame around the offer, its party, the price and the terms. */
export function OfferVoucher({ voucher: v, brand }: { voucher: OfferVoucherView; brand: string }) {
  const t = useTranslations("OfferBooking");
  const terms = useTranslations("Terms");
  const when = useOfferWhen(v);
  return (
    <VoucherFrame brand={brand} title={t("voucherTitle")} issuedAt={v.issuedAt} reference={v.reference} status={v.status} paymentStatus={v.paymentStatus}>
      <section aria-labelledby="voucher-offer" className="px-4 py-5 sm:px-8 print:px-0">
        <p className={voucherLabel}>{t(`type.${v.offer.type}`)}</p>
        <h2 id="voucher-offer" className="mt-1 text-lg font-bold text-slate-900">
          {v.offer.title}
        </h2>
        <dl className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(min(9rem,100%),1fr))] gap-x-4 gap-y-3 text-sm">
          <div className="flex flex-col gap-0.5">
            <dt className={voucherLabel}>{when.label}</dt>
            <dd className="font-semibold text-slate-900" data-testid="offer-when">
              {when.value}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className={voucherLabel}>{v.offer.origin ? t("route") : t("destination")}</dt>
            <dd className="font-semibold text-slate-900">
              <OfferRoute {...v.offer} />
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className={voucherLabel}>{t("provider")}</dt>
            <dd className="font-semibold text-slate-900">
              <bdi>{v.offer.providerName}</bdi>
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className={voucherLabel}>{terms("travellers")}</dt>
            <dd className="font-semibold text-slate-900">
              {terms("travellerCount", { count: v.travelerCount })}
              <OfferTravelerNames names={v.travelerNames} className="mt-1 font-normal" />
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="voucher-lead" className={`${voucherSection} grid gap-5 sm:grid-cols-2`}>
        <div className="flex flex-col gap-3">
          <h2 id="voucher-lead" className="text-base font-semibold text-slate-900">
            {t("lead")}
          </h2>
          <LeadContact lead={v.leadTraveler} />
          <h2 className="mt-2 text-base font-semibold text-slate-900">{t("priceDetails")}</h2>
          <OfferPriceBreakdown breakdown={v.breakdown} />
        </div>
        <PaymentFacts payment={v.payment} total={v.breakdown.total} />
      </section>

      <section aria-labelledby="voucher-rules" className={`${voucherSection} text-sm text-slate-700 print:text-black`}>
        <h2 id="voucher-rules" className="mb-2 flex items-center gap-2 text-base font-semibold text-slate-900">
          <ShieldCheck aria-hidden className="size-4 print:hidden" />
          {t("termsTitle")}
        </h2>
        <OfferBookedTerms reservation={v} />
        <p className="mt-2 text-xs text-muted print:text-black">{t("voucherNote", { provider: isolate(v.offer.providerName) })}</p>
      </section>
    </VoucherFrame>
  );
}
