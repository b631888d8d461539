// What each booking mail says, as rows of label and value, before it is laid out as text and HTML (layout.ts).
import type { BookingFacts, BookedItem } from "./facts";
import { mailFormat, type MailFormat } from "./format";
import { counted, MAIL_TEXTS, type MailTexts } from "./texts";

export type Row = { label: string; value: string; /** A Latin code (the reference) kept left-to-right in Arabic. */ ltr?: boolean };

/** The booked item's rows: what, when, for whom. */
function itemRows(item: BookedItem, facts: BookingFacts, t: MailTexts, f: MailFormat): Row[] {
  const locale = facts.locale;
  const { labels } = t;
  switch (item.kind) {
    case "flight":
      return [
        { label: labels.flight, value: `${item.flightNumber} · ${t.route(t.place(item.from.name, item.from.code), t.place(item.to.name, item.to.code))}` },
        { label: labels.fare, value: item.fare },
        { label: labels.departure, value: t.localTime(f.moment(item.departureAt, facts.timeZone)) },
        { label: labels.arrival, value: t.localTime(f.moment(item.arrivalAt, item.arrivalTimeZone)) },
        // A round trip: the returning flight under its own label, in the same booking.
        ...(item.returnLeg
          ? [
              {
                label: labels.returnFlight,
                value: `${item.returnLeg.flightNumber} · ${t.route(t.place(item.returnLeg.from.name, item.returnLeg.from.code), t.place(item.returnLeg.to.name, item.returnLeg.to.code))}`,
              },
              { label: labels.fare, value: item.returnLeg.fare },
              { label: labels.departure, value: t.localTime(f.moment(item.returnLeg.departureAt, item.returnLeg.departureTimeZone)) },
              { label: labels.arrival, value: t.localTime(f.moment(item.returnLeg.arrivalAt, item.returnLeg.arrivalTimeZone)) },
            ]
          : []),
        { label: labels.travelers, value: t.list(item.travelers) },
      ];
    case "offer":
      return [
        { label: labels.offer, value: item.title },
        { label: labels.dates, value: item.startDate === item.endDate ? f.day(item.startDate) : t.range(f.day(item.startDate), f.day(item.endDate)) },
        { label: labels.leadTraveler, value: t.leadWithCount(facts.leadName, counted(locale, t.count.travelers, item.travelers)) },
        ...(item.names.length ? [{ label: labels.travelers, value: t.list(item.names) }] : []),
      ];
    case "hotel":
      return [
        { label: labels.hotel, value: item.hotel },
        { label: labels.room, value: item.room },
        { label: labels.checkIn, value: t.dayAndTime(f.day(item.checkIn), t.from(item.checkInTime)) },
        { label: labels.checkOut, value: t.dayAndTime(f.day(item.checkOut), t.until(item.checkOutTime)) },
        { label: labels.leadGuest, value: t.leadWithCount(facts.leadName, counted(locale, t.count.guests, item.guests)) },
      ];
    case "chalet":
      return [
        { label: labels.chalet, value: item.chalet },
        { label: labels.checkIn, value: t.dayAndTime(f.day(item.checkIn), t.from(item.checkInTime)) },
        { label: labels.checkOut, value: t.dayAndTime(f.day(item.checkOut), t.until(item.checkOutTime)) },
        { label: labels.leadGuest, value: t.leadWithCount(facts.leadName, counted(locale, t.count.guests, item.guests)) },
      ];
    case "taxi":
      return [
        { label: labels.transfer, value: t.route(t.place(item.from.name, item.from.code), item.to) },
        { label: labels.vehicle, value: item.vehicle },
        { label: labels.pickup, value: t.localTime(f.moment(item.pickupAt, facts.timeZone)) },
        { label: labels.leadPassenger, value: t.leadWithCount(facts.leadName, counted(locale, t.count.passengers, item.passengers)) },
      ];
  }
}

/** A paid transfer's meeting point and who drives it, with the phone to call on the day (issue 22, point 6). */
function driverRows(item: BookedItem, t: MailTexts): Row[] {
  if (item.kind !== "taxi") return [];
  return [
    ...(item.meetingPoint ? [{ label: t.labels.meetingPoint, value: item.meetingPoint }] : []),
    ...(item.supplier
      ? [
          { label: t.labels.supplier, value: item.supplier.name },
          { label: t.labels.supplierPhone, value: item.supplier.phone, ltr: true },
        ]
      : []),
  ];
}

/** The cancellation terms stored with the booking, in the words of the app's terms (StayReservations.terms*). */
export function termsText(facts: BookingFacts, t: MailTexts, f: MailFormat, now = new Date()): string {
  const r = facts.reservation;
  const words = t.terms;
  const base = r.kind === "flight" ? words.base.flight : words.base.other;
  const free = r.freeCancellationUntil && r.freeCancellationUntil.getTime() > now.getTime() ? f.moment(r.freeCancellationUntil, facts.timeZone) : null;
  let rule: string;
  if (r.cancellationFeeAmount !== null) {
    const fee = f.money(Math.min(r.cancellationFeeAmount, r.total - r.extras), r.currency);
    rule = free ? words.freeThenFee(free, fee) : words.fee(fee);
  } else if (r.cancellationFeePercent === 0) rule = words.free;
  else if (free) rule = r.cancellationFeePercent >= 100 ? words.freeThenNothing(free) : words.freeThenPercent(free, r.cancellationFeePercent, base);
  else if (r.cancellationFeePercent < 100) rule = words.percent(r.cancellationFeePercent, base);
  else rule = r.kind === "flight" ? words.nonRefundableFare : words.nonRefundable;
  return `${rule} ${words.deadline(f.moment(r.cancellationDeadline, facts.timeZone))}`;
}

/** `links`: further pages after the main action (the tax invoice, the credit note), with their labels. */
export type MailContent = {
  subject: string;
  greeting: string;
  intro: string;
  rows: Row[];
  notes: string[];
  action: string;
  links?: { label: string; href: string }[];
  footer: string;
};

export function confirmationContent(facts: BookingFacts): MailContent {
  const t = MAIL_TEXTS[facts.locale];
  const f = mailFormat(facts.locale);
  const r = facts.reservation;
  return {
    subject: t.confirmedSubject(r.reference, t.kindName[r.kind]),
    greeting: t.greeting(facts.leadName),
    intro: t.confirmedIntro,
    rows: [
      { label: t.labels.reference, value: r.reference, ltr: true },
      ...itemRows(facts.item, facts, t, f),
      ...driverRows(facts.item, t),
      { label: t.labels.total, value: f.money(r.total, r.currency) },
      { label: t.labels.terms, value: termsText(facts, t, f) },
    ],
    notes: [],
    action: r.kind === "flight" ? t.action.ticket : t.action.voucher,
    footer: t.footer.confirmed,
  };
}

export type CancellationOutcome = { fee: number; refund: number; by: "traveler" | "agency" };

export function cancellationContent(facts: BookingFacts, outcome: CancellationOutcome): MailContent {
  const t = MAIL_TEXTS[facts.locale];
  const f = mailFormat(facts.locale);
  const r = facts.reservation;
  const paid = r.paymentStatus === "paid";
  const note = !paid ? t.refundNote.nothingCharged : outcome.refund > 0 ? t.refundNote.toCard : t.refundNote.nothingBack;
  return {
    subject: t.cancelledSubject(r.reference, t.kindName[r.kind]),
    greeting: t.greeting(facts.leadName),
    intro: t.cancelledIntro[outcome.by],
    rows: [
      { label: t.labels.reference, value: r.reference, ltr: true },
      ...itemRows(facts.item, facts, t, f),
      { label: t.labels.fee, value: f.money(outcome.fee, r.currency) },
      { label: t.labels.refund, value: f.money(outcome.refund, r.currency) },
    ],
    notes: [note],
    action: t.action.booking,
    footer: t.footer.cancelled,
  };
}
