import { Armchair, Luggage, ShieldCheck } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { BAGGAGE_ALLOWANCE, MEAL_REQUEST_DEADLINE_HOURS } from "@/provider/contracts/flights";
import type { TicketView } from "@/lib/reservations/reservations-map";
import { Money } from "@/components/currency/money";
import { AirlineMark } from "@/components/reservations/reservation-summary";
import { useStoredFareRules } from "@/components/reservations/flight-terms";
import { useFlightFormat } from "./flight-format";
import { Itinerary } from "./itinerary";
import { PaymentFacts, VoucherFrame, voucherLabel, voucherSection } from "./voucher-frame";
import { Latin } from "@/components/ui/latin";
import { PlaneModel } from "@/components/flights/plane-model";
import { ltrIsolate } from "@/lib/format/bidi";
import { HijriDate } from "@/components/ui/hijri-date";
import { dayIn } from "@/lib/format/hijri";

const section = voucherSection;
const label = voucherLabel;

/** The flight's printable e-ticket: the shared voucher frame around the flight, its travellers, fare and rules. */
export function ETicket({ ticket, brand }: { ticket: TicketView; brand: string }) {
  const t = useTranslations("Ticket");
  return (
    <VoucherFrame
      brand={brand}
      title={t("title")}
      issuedAt={ticket.issuedAt}
      reference={ticket.reference}
      status={ticket.status}
      paymentStatus={ticket.paymentStatus}
    >
      <TicketFlight ticket={ticket} flight={ticket.flight} leg={ticket.returnLeg ? "outbound" : null} />
      {ticket.returnLeg ? <TicketFlight ticket={ticket} flight={ticket.returnLeg.flight} leg="return" /> : null}
      <TicketTravelers ticket={ticket} />
      <TicketFare ticket={ticket} />
      <TicketRules ticket={ticket} />
    </VoucherFrame>
  );
}

/** Airline, flight number, date, aircraft and the itinerary; a round trip shows one per leg, each under its name. */
function TicketFlight({ flight, leg }: { ticket: TicketView; flight: TicketView["flight"]; leg: "outbound" | "return" | null }) {
  const t = useTranslations("Ticket");
  const f = useFlightFormat();
  const locale = useLocale();
  const headingId = leg === "return" ? "ticket-return-flight" : "ticket-flight";
  return (
    <section aria-labelledby={headingId} className="px-4 py-5 sm:px-8 print:px-0">
      <h2 id={headingId} className={leg ? "mb-3 text-base font-semibold text-slate-900" : "sr-only"}>
        {leg === "outbound" ? t("outboundFlight") : leg === "return" ? t("returnFlight") : t("flight")}
      </h2>
      {/* Columns of at least 7.5rem: as many as fit, so large text reflows instead of overlapping. */}
      <dl className="mb-5 grid grid-cols-[repeat(auto-fit,minmax(min(7.5rem,100%),1fr))] gap-x-4 gap-y-3 text-sm">
        <div className="flex flex-col gap-0.5">
          <dt className={label}>{t("airline")}</dt>
          <dd className="flex items-center gap-2 font-semibold text-slate-900">
            <AirlineMark code={flight.airline.code} />
            {flight.airline.name}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className={label}>{t("flightNumber")}</dt>
          <dd className="font-mono font-semibold text-slate-900">
            <Latin>{flight.flightNumber}</Latin>
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className={label}>{t("date")}</dt>
          <dd className="font-semibold text-slate-900">
            {f.longDay(flight.departureAt, flight.from.timezone)}
            <HijriDate day={dayIn(flight.departureAt, flight.from.timezone)} />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className={label}>{t("aircraft")}</dt>
          <dd className="font-semibold text-slate-900">
            <PlaneModel model={flight.planeModel} locale={locale} />
          </dd>
        </div>
      </dl>
      <Itinerary flight={flight} />
    </section>
  );
}

/** A list of items in the page's language, or "none". */
function useItemList() {
  const t = useTranslations("Ticket");
  const format = useFormatter();
  return (items: string[]) => (items.length ? format.list(items, { type: "unit" }) : t("none"));
}

/** Each traveller: name, type, passport, seat and luggage. */
function TicketTravelers({ ticket }: { ticket: TicketView }) {
  const t = useTranslations("Ticket");
  const terms = useTranslations("Terms");
  const list = useItemList();
  return (
    <section aria-labelledby="ticket-travelers" className={section}>
      <h2 id="ticket-travelers" className="mb-3 text-base font-semibold text-slate-900">
        {terms("travellers")}
      </h2>
      <ul className="flex flex-col gap-3">
        {ticket.travelers.map((traveler) => (
          <li key={traveler.id} className="rounded-xl border border-slate-200 p-3 print:break-inside-avoid print:border-black">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-[2fr_1fr_1.3fr_0.7fr_2fr]">
              <div className="col-span-2 flex flex-col gap-0.5 md:col-span-1">
                <dt className={label}>{t("name")}</dt>
                <dd className="font-semibold text-slate-900">
                  {t(`gender.${traveler.gender}`)} <Latin>{traveler.fullName}</Latin>
                </dd>
              </div>
              <div className="flex flex-col gap-0.5">
                <dt className={label}>{t("type")}</dt>
                <dd className="text-slate-900">{terms(`passengerType.${traveler.type}`)}</dd>
              </div>
              <div className="flex flex-col gap-0.5">
                <dt className={label}>{t("passport")}</dt>
                <dd className="font-mono text-slate-900">
                  <Latin>{traveler.passportMasked}</Latin>
                </dd>
              </div>
              <div className="flex flex-col gap-0.5">
                <dt className={`${label} flex items-center gap-1`}>
                  <Armchair aria-hidden className="size-3.5 print:hidden" />
                  {t("seat")}
                </dt>
                <dd className="font-mono text-lg font-bold text-brand-800 print:text-black">
                  {traveler.seatNumber ? <Latin>{traveler.seatNumber}</Latin> : <span className="font-sans text-sm font-normal">{t("onLap")}</span>}
                  {ticket.returnLeg && traveler.returnSeatNumber ? (
                    <span className="block font-sans text-xs font-normal text-slate-700">
                      {t("returnSeat")} <Latin className="font-mono font-bold">{traveler.returnSeatNumber}</Latin>
                    </span>
                  ) : null}
                </dd>
              </div>
              <div className="col-span-2 flex flex-col gap-0.5 md:col-span-1">
                <dt className={`${label} flex items-center gap-1`}>
                  <Luggage aria-hidden className="size-3.5 print:hidden" />
                  {t("luggage")}
                </dt>
                <dd className="text-slate-900">
                  {traveler.luggage.length
                    ? list(traveler.luggage.map((l) => t("luggageItem", { weight: l.weightKg, type: t(`luggageType.${l.type}`) })))
                    : t("noExtraLuggage")}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Cabin, fare type with its refund and change rules, bags and meals; beside them, the payment. */
function TicketFare({ ticket }: { ticket: TicketView }) {
  const t = useTranslations("Ticket");
  const terms = useTranslations("Terms");
  const list = useItemList();
  return (
    <section aria-labelledby="ticket-fare" className={`${section} grid gap-5 sm:grid-cols-2`}>
      <div className="flex flex-col gap-3">
        <h2 id="ticket-fare" className="text-base font-semibold text-slate-900">
          {t("fare")}
        </h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600 print:text-black">{terms("cabinLabel")}</dt>
          <dd className="font-medium text-slate-900">{terms(`cabin.${ticket.fareClass}`)}</dd>
          <dt className="text-slate-600 print:text-black">{t("fareType")}</dt>
          <dd className="font-medium text-slate-900">
            {ticket.fareType.name}
            <span className="block text-xs font-normal text-slate-600 print:text-black">
              {ticket.fareType.refundable ? t("refundable") : t("nonRefundable")} ·{" "}
              {ticket.fareType.editable ? t.rich("changesAllowed", { fee: () => <Money value={ticket.fareType.editFees} /> }) : t("noChanges")}
            </span>
          </dd>
          <dt className="text-slate-600 print:text-black">{t("bags")}</dt>
          <dd className="font-medium text-slate-900">{list(ticket.bags.map((b) => t("bagItem", { quantity: b.quantity, weight: b.weightKg })))}</dd>
          <dt className="text-slate-600 print:text-black">{t("meals")}</dt>
          <dd className="font-medium text-slate-900">{list(ticket.meals.map((m) => t("mealItem", { quantity: m.quantity, name: m.name })))}</dd>
        </dl>
      </div>
      <PaymentFacts payment={ticket.payment} total={ticket.breakdown.total} />
    </section>
  );
}

// Isolated: "55×40×20" between Arabic words would otherwise read 20×40×55.
const dims = (d: readonly number[]) => ltrIsolate(d.join("×"));

/** The baggage allowance, the cancellation terms stored with the booking, the meal deadlines. */
function TicketRules({ ticket }: { ticket: TicketView }) {
  const t = useTranslations("Ticket");
  const fareRules = useStoredFareRules(ticket);
  return (
    <section aria-labelledby="ticket-rules" className={`${section} text-sm text-slate-700 print:text-black`}>
      <h2 id="ticket-rules" className="mb-2 flex items-center gap-2 text-base font-semibold text-slate-900">
        <ShieldCheck aria-hidden className="size-4 print:hidden" />
        {t("rules")}
      </h2>
      <p className="font-medium text-slate-900">{t("allowance")}</p>
      <ul className="mb-2 list-disc ps-5">
        <li>
          {t("handAllowance", {
            pieces: BAGGAGE_ALLOWANCE.hand.pieces,
            weight: BAGGAGE_ALLOWANCE.hand.weightKg,
            dimensions: dims(BAGGAGE_ALLOWANCE.hand.dimensionsCm),
          })}
        </li>
        <li>
          {t("checkedAllowance", {
            pieces: BAGGAGE_ALLOWANCE.checked.pieces,
            weight: BAGGAGE_ALLOWANCE.checked.weightKg,
            dimensions: dims(BAGGAGE_ALLOWANCE.checked.dimensionsCm),
          })}
        </li>
      </ul>
      {/* The terms stored with the booking, which the cancellation applies (not the ones new bookings get today). */}
      {fareRules.map((rule) => (
        <p key={rule}>{rule}</p>
      ))}
      <p>{t("mealRule", { special: MEAL_REQUEST_DEADLINE_HOURS.special, dietary: MEAL_REQUEST_DEADLINE_HOURS.dietary })}</p>
      <p className="mt-2 text-xs text-muted print:text-black">{t("travelNote")}</p>
    </section>
  );
}
