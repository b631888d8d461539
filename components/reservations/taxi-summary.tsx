import { Baby, Briefcase, Car, Clock, Hourglass, MapPin, Plane, PlaneLanding, UserCheck, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import type { TaxiReservationView } from "@/lib/reservations/stay-or-taxi-reservations-map";
import { LeadContact } from "@/components/reservations/lead-contact";
import { isolate } from "@/lib/format/bidi";
import { Latin } from "@/components/ui/latin";
import { HijriDate } from "@/components/ui/hijri-date";
import { card, Fact, factGrid } from "./facts";
import { useStayOrTaxiFormat } from "./stay-or-taxi-format";
import { TaxiSupplierContact } from "./taxi-supplier";

const icon = "size-4 print:hidden";

/** The ride as booked: airport, area, local pickup, vehicle, party, flight, meet and greet and free waiting. */
export function TaxiFacts({ reservation: r }: { reservation: TaxiReservationView }) {
  const t = useTranslations("StayReservations");
  const stays = useTranslations("Stays");
  const f = useStayOrTaxiFormat();
  const tr = r.transfer;
  const sub = "block text-xs font-normal text-muted print:text-black";
  return (
    <dl className={factGrid}>
      <Fact icon={<PlaneLanding aria-hidden className={icon} />} label={t("airport")}>
        <bdi>{tr.airport.name}</bdi> <Latin className="text-muted print:text-black">{tr.airport.code}</Latin>
      </Fact>
      <Fact icon={<MapPin aria-hidden className={icon} />} label={t("area")}>
        <bdi>{tr.area}</bdi>
        <span className={sub}>{t("drive", { minutes: tr.durationMinutes })}</span>
      </Fact>
      <Fact icon={<Clock aria-hidden className={icon} />} label={t("pickup")} testId="taxi-pickup">
        {t("pickupValue", { day: f.day(r.pickupLocal.date), time: r.pickupLocal.time })}
        <HijriDate day={r.pickupLocal.date} />
        <span className={sub}>{t("localTime")}</span>
      </Fact>
      <Fact icon={<Car aria-hidden className={icon} />} label={t("vehicle")}>
        {stays(`vehicleClasses.${tr.vehicleClass}`)}
        <span className={sub}>
          <bdi>{tr.vehicle}</bdi>
        </span>
      </Fact>
      <Fact icon={<Users aria-hidden className={icon} />} label={t("passengersLabel")}>
        {t("passengers", { count: r.passengers })}
      </Fact>
      <Fact icon={<Briefcase aria-hidden className={icon} />} label={t("bagsLabel")}>
        {t("bags", { count: r.bags })}
      </Fact>
      <Fact icon={<Baby aria-hidden className={icon} />} label={t("childSeatsLabel")}>
        {t("childSeats", { count: r.childSeats })}
      </Fact>
      <Fact icon={<Plane aria-hidden className={icon} />} label={t("flightNumber")} testId="taxi-flight">
        {r.flightNumber ? <Latin>{r.flightNumber}</Latin> : t("noFlightNumber")}
      </Fact>
      <Fact icon={<UserCheck aria-hidden className={icon} />} label={t("arrivalLabel")}>
        {tr.meetAndGreet ? t("meetAndGreet") : t("curbside")}
      </Fact>
      <Fact icon={<Hourglass aria-hidden className={icon} />} label={t("freeWaitingLabel")}>
        {t("freeWaitingValue", { minutes: tr.freeWaitingMinutes })}
      </Fact>
    </dl>
  );
}

/** How the traveller meets the driver: the airport's meeting point, the sign, the flight followed, who to call. */
export function MeetingInstructions({ reservation: r }: { reservation: TaxiReservationView }) {
  const t = useTranslations("StayReservations");
  // Names in the other script keep their place in the sentence.
  const airport = isolate(r.transfer.airport.name);
  const name = isolate(r.leadPassenger.fullName);
  return (
    <div className="flex flex-col gap-3">
      {r.transfer.meetingPoint ? (
        <p className="flex items-start gap-2 text-sm text-slate-800 print:text-black" data-testid="meeting-point">
          <MapPin aria-hidden className={`mt-0.5 shrink-0 text-brand-700 ${icon}`} />
          <span>
            <span className="font-semibold">{t("meetingPointLabel")}: </span>
            <bdi>{r.transfer.meetingPoint}</bdi>
          </span>
        </p>
      ) : null}
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-slate-700 print:text-black" data-testid="meeting-instructions">
        <li>{r.transfer.meetAndGreet ? t("meetingMeet", { airport, name }) : t("meetingCurb", { airport })}</li>
        <li>{r.flightNumber ? t("meetingFlight", { flight: r.flightNumber }) : t("meetingNoFlight")}</li>
        <li>{t("freeWaiting", { minutes: r.transfer.freeWaitingMinutes })}</li>
      </ul>
      <TaxiSupplierContact supplier={r.transfer.supplier} />
    </div>
  );
}

/** What is being paid for: the ride, how to meet the driver, the lead passenger (the terms are beside it, above Pay). */
export function TaxiReservationSummary({ reservation: r }: { reservation: TaxiReservationView }) {
  const t = useTranslations("StayReservations");
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="summary-transfer" className={card}>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t("kind.taxi")}</p>
        <h2 id="summary-transfer" className="mt-1 mb-4 text-lg font-bold text-slate-900" data-testid="taxi-route">
          <bdi>{r.transfer.airport.name}</bdi>{" "}
          <span aria-hidden className="inline-block rtl:rotate-180">
            →
          </span>{" "}
          <bdi>{r.transfer.area}</bdi>
        </h2>
        <TaxiFacts reservation={r} />
      </section>

      <section aria-labelledby="summary-meeting" className={card}>
        <h2 id="summary-meeting" className="mb-2 text-base font-semibold text-slate-900">
          {t("meetingTitle")}
        </h2>
        <MeetingInstructions reservation={r} />
      </section>

      <section aria-labelledby="summary-lead" className={card}>
        <h2 id="summary-lead" className="mb-3 text-base font-semibold text-slate-900">
          {t("leadPassenger")}
        </h2>
        <LeadContact lead={r.leadPassenger} />
      </section>
    </div>
  );
}
