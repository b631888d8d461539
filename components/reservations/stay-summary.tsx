import { BedDouble, CalendarCheck, CalendarX, Home, Moon, ShieldAlert, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import type { StayReservationView } from "@/lib/reservations/stay-or-taxi-reservations-map";
import { LeadContact } from "@/components/reservations/lead-contact";
import { Money } from "@/components/currency/money";
import { HijriDate } from "@/components/ui/hijri-date";
import { card, Fact, factGrid } from "./facts";
import { useStayOrTaxiFormat } from "./stay-or-taxi-format";
import { StayAddress } from "./stay-address";

const icon = "size-4 print:hidden";

/** The stay's dates, length and party: shared by the reservation page and the voucher. */
export function StayFacts({ reservation: r }: { reservation: StayReservationView }) {
  const t = useTranslations("StayReservations");
  const s = r.stay;
  const f = useStayOrTaxiFormat();
  return (
    <dl className={factGrid}>
      <Fact icon={<CalendarCheck aria-hidden className={icon} />} label={t("checkIn")} testId="stay-check-in">
        {t("dayTime", { day: f.day(s.checkIn), time: s.checkInTime })}
        <HijriDate day={s.checkIn} />
      </Fact>
      <Fact icon={<CalendarX aria-hidden className={icon} />} label={t("checkOut")} testId="stay-check-out">
        {t("dayUntil", { day: f.day(s.checkOut), time: s.checkOutTime })}
        <HijriDate day={s.checkOut} />
      </Fact>
      <Fact icon={<Moon aria-hidden className={icon} />} label={t("stayLength")} testId="stay-nights">
        {t("nights", { count: r.breakdown.nights })}
      </Fact>
      <Fact icon={<Users aria-hidden className={icon} />} label={t("party")}>
        {t("guests", { count: s.guests })}
      </Fact>
    </dl>
  );
}

/** A hotel's room as booked: type, number, bed and board. */
export function RoomFacts({ room }: { room: NonNullable<StayReservationView["stay"]["room"]> }) {
  const t = useTranslations("StayReservations");
  const stays = useTranslations("Stays");
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 print:text-black">
      <BedDouble aria-hidden className={icon} />
      <span className="font-semibold text-slate-900">{room.name}</span>
      <span aria-hidden>·</span>
      <span>{t("roomNumber", { number: room.number })}</span>
      <span aria-hidden>·</span>
      <span>{stays(`bedTypes.${room.bedType}`)}</span>
      <span aria-hidden>·</span>
      <span>{stays(`boards.${room.board}`)}</span>
    </p>
  );
}

/** A chalet's house rules as booked, with the deposit due on arrival (never charged online). */
export function HouseRulesList({ reservation: r }: { reservation: StayReservationView }) {
  const t = useTranslations("StayReservations");
  const rules = r.stay.rules;
  if (!rules) return null;
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2 print:text-black">
        {rules.familiesOnly ? <li>{t("familiesOnly")}</li> : null}
        {rules.noParties ? <li>{t("noParties")}</li> : null}
        {rules.quietHours ? <li>{t("quietHours", { from: rules.quietHours.from, to: rules.quietHours.to })}</li> : null}
        <li>{t("checkInWindow", { from: rules.checkIn.from, until: rules.checkIn.until })}</li>
        <li>{t("checkOutWindow", { from: rules.checkOut.from, until: rules.checkOut.until })}</li>
      </ul>
      {rules.securityDeposit > 0 ? (
        <p
          className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 print:border print:border-black print:bg-white print:text-black"
          data-testid="deposit-note"
        >
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 print:hidden" />
          <span>
            <strong className="font-semibold">{t("depositTitle")}: </strong>
            {t.rich("depositNote", { amount: () => <Money value={rules.securityDeposit} alwaysShowFraction /> })}
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** What is being paid for: the stay as booked, who stays, the house rules (chalets) (the terms are beside it, above Pay). */
export function StayReservationSummary({ reservation: r }: { reservation: StayReservationView }) {
  const t = useTranslations("StayReservations");
  const s = r.stay;
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="summary-stay" className={card}>
        <p className="flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-brand-700">
          <Home aria-hidden className="size-3.5" />
          {t(`kind.${r.kind}`)}
        </p>
        <h2 id="summary-stay" className="mt-1 text-lg font-bold text-slate-900" data-testid="stay-name">
          {s.name}
        </h2>
        <StayAddress address={s.address} city={s.city} className="text-slate-600" />
        {s.room ? (
          <div className="mt-3">
            <RoomFacts room={s.room} />
          </div>
        ) : null}
        <div className="mt-4">
          <StayFacts reservation={r} />
        </div>
      </section>

      {s.rules ? (
        <section aria-labelledby="summary-rules" className={card}>
          <h2 id="summary-rules" className="mb-3 text-base font-semibold text-slate-900">
            {t("houseRules")}
          </h2>
          <HouseRulesList reservation={r} />
        </section>
      ) : null}

      <section aria-labelledby="summary-lead" className={card}>
        <h2 id="summary-lead" className="mb-3 text-base font-semibold text-slate-900">
          {t("leadGuest")}
        </h2>
        <LeadContact lead={r.leadGuest} />
        {r.specialRequests ? (
          <>
            <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-900">{t("specialRequests")}</h3>
            <p className="text-sm whitespace-pre-line text-slate-700">
              <bdi>{r.specialRequests}</bdi>
            </p>
          </>
        ) : null}
      </section>
    </div>
  );
}
