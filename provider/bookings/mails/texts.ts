// The words of the booking mails in Arabic and English (the provider's mails carry their own texts, as the account
// mails do: the app's message catalogues are not the provider's). Arabic counts use all six plural forms.
import type { ProviderLocale } from "../../http/locale";
import type { BookingKind } from "../core";

type Plural = Partial<Record<Intl.LDMLPluralRule, (n: string) => string>> & { other: (n: string) => string };

export type TermsWords = {
  freeThenFee: (until: string, fee: string) => string;
  fee: (fee: string) => string;
  freeThenNothing: (until: string) => string;
  freeThenPercent: (until: string, percent: number, base: string) => string;
  percent: (percent: number, base: string) => string;
  nonRefundable: string;
  /** A non-refundable flight fare: the ticket price stays, the paid extras come back. */
  nonRefundableFare: string;
  free: string;
  deadline: (deadline: string) => string;
  /** What a flight's percentage is of (its extras never are), and every other kind's. */
  base: { flight: string; other: string };
};

export type MailTexts = {
  brand: string;
  kindName: Record<BookingKind, string>;
  confirmedSubject: (reference: string, kind: string) => string;
  cancelledSubject: (reference: string, kind: string) => string;
  greeting: (name: string) => string;
  confirmedIntro: string;
  cancelledIntro: { traveler: string; agency: string };
  labels: Record<
    | "reference"
    | "flight"
    | "returnFlight"
    | "fare"
    | "offer"
    | "hotel"
    | "room"
    | "chalet"
    | "transfer"
    | "vehicle"
    | "departure"
    | "arrival"
    | "dates"
    | "checkIn"
    | "checkOut"
    | "pickup"
    | "meetingPoint"
    | "supplier"
    | "supplierPhone"
    | "travelers"
    | "leadGuest"
    | "leadPassenger"
    | "leadTraveler"
    | "total"
    | "terms"
    | "fee"
    | "refund",
    string
  >;
  place: (name: string, code: string) => string;
  route: (from: string, to: string) => string;
  from: (time: string) => string;
  until: (time: string) => string;
  range: (from: string, to: string) => string;
  dayAndTime: (day: string, time: string) => string;
  localTime: (moment: string) => string;
  count: { travelers: Plural; guests: Plural; passengers: Plural };
  leadWithCount: (name: string, count: string) => string;
  list: (names: string[]) => string;
  terms: TermsWords;
  refundNote: { toCard: string; nothingCharged: string; nothingBack: string };
  action: { ticket: string; voucher: string; booking: string };
  /** The links under the main one: the tax invoice of a payment, the credit note of a refund. */
  documents: { invoice: string; creditNote: string };
  footer: { confirmed: string; cancelled: string };
};

const en: MailTexts = {
  brand: "Rahhal",
  kindName: { flight: "flight", offer: "offer", hotel: "hotel", chalet: "chalet", taxi: "airport transfer" },
  confirmedSubject: (reference, kind) => `Rahhal: your ${kind} booking ${reference} is confirmed`,
  cancelledSubject: (reference, kind) => `Rahhal: your ${kind} booking ${reference} is cancelled`,
  greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  confirmedIntro: "We received your payment and your booking is confirmed. Keep this email: it has your booking reference.",
  cancelledIntro: {
    traveler: "Your booking has been cancelled, as you asked.",
    agency: "We have had to cancel your booking. We are sorry for the inconvenience.",
  },
  labels: {
    reference: "Booking reference",
    flight: "Flight",
    returnFlight: "Return flight",
    fare: "Fare",
    offer: "Offer",
    hotel: "Hotel",
    room: "Room",
    chalet: "Chalet",
    transfer: "Transfer",
    vehicle: "Vehicle",
    departure: "Departure",
    arrival: "Arrival",
    dates: "Dates",
    checkIn: "Check-in",
    checkOut: "Check-out",
    pickup: "Pickup",
    meetingPoint: "Meeting point",
    supplier: "Driven by",
    supplierPhone: "Driver's phone (on the day)",
    travelers: "Travellers",
    leadGuest: "Lead guest",
    leadPassenger: "Lead passenger",
    leadTraveler: "Lead traveller",
    total: "Total paid",
    terms: "Cancellation terms",
    fee: "Cancellation fee",
    refund: "Refund",
  },
  place: (name, code) => `${name} (${code})`,
  route: (from, to) => `${from} to ${to}`,
  from: (time) => `from ${time}`,
  until: (time) => `until ${time}`,
  range: (from, to) => `${from} – ${to}`,
  dayAndTime: (day, time) => `${day}, ${time}`,
  localTime: (moment) => `${moment} (local time)`,
  count: {
    travelers: { one: (n) => `${n} traveller`, other: (n) => `${n} travellers` },
    guests: { one: (n) => `${n} guest`, other: (n) => `${n} guests` },
    passengers: { one: (n) => `${n} passenger`, other: (n) => `${n} passengers` },
  },
  leadWithCount: (name, count) => `${name} (${count})`,
  list: (names) => names.join(", "),
  terms: {
    freeThenFee: (until, fee) => `Free cancellation until ${until}. After that, cancelling costs ${fee}.`,
    fee: (fee) => `Cancelling costs ${fee}.`,
    freeThenNothing: (until) => `Free cancellation until ${until}. After that, nothing is refunded when you cancel.`,
    freeThenPercent: (until, percent, base) => `Free cancellation until ${until}. After that, cancelling costs ${percent}% of ${base}.`,
    percent: (percent, base) => `Cancelling costs ${percent}% of ${base}.`,
    nonRefundable: "Non-refundable: nothing is refunded when you cancel.",
    nonRefundableFare: "Non-refundable fare: only paid extras (bags, meals, seats) are refunded when you cancel.",
    free: "Free cancellation.",
    deadline: (deadline) => `No cancellation after ${deadline}.`,
    base: { flight: "the ticket price", other: "the total" },
  },
  refundNote: {
    toCard: "The refund goes back to the card you paid with.",
    nothingCharged: "Nothing was charged for this booking.",
    nothingBack: "Nothing is refunded for this booking.",
  },
  action: { ticket: "View your ticket", voucher: "View your voucher", booking: "View the booking" },
  documents: { invoice: "Tax invoice", creditNote: "Credit note for the refund" },
  footer: {
    confirmed: "Thank you for booking with Rahhal. Your ticket or voucher is also under All Reservations in your account.",
    cancelled: "Your reservations are under All Reservations in your account.",
  },
};

const ar: MailTexts = {
  brand: "رحّال",
  kindName: { flight: "رحلة الطيران", offer: "العرض", hotel: "الفندق", chalet: "الشاليه", taxi: "التوصيل من المطار" },
  confirmedSubject: (reference, kind) => `رحّال: تم تأكيد حجز ${kind} رقم ${reference}`,
  cancelledSubject: (reference, kind) => `رحّال: تم إلغاء حجز ${kind} رقم ${reference}`,
  greeting: (name) => (name ? `مرحباً ${name}،` : "مرحباً،"),
  confirmedIntro: "استلمنا دفعتك وتم تأكيد حجزك. احتفظ بهذه الرسالة ففيها رقم حجزك.",
  cancelledIntro: {
    traveler: "تم إلغاء حجزك بناءً على طلبك.",
    agency: "اضطررنا إلى إلغاء حجزك، ونعتذر عن الإزعاج.",
  },
  labels: {
    reference: "رقم الحجز",
    flight: "الرحلة",
    returnFlight: "رحلة العودة",
    fare: "نوع التذكرة",
    offer: "العرض",
    hotel: "الفندق",
    room: "الغرفة",
    chalet: "الشاليه",
    transfer: "التوصيلة",
    vehicle: "السيارة",
    departure: "المغادرة",
    arrival: "الوصول",
    dates: "التواريخ",
    checkIn: "تسجيل الوصول",
    checkOut: "تسجيل المغادرة",
    pickup: "موعد الاستقبال",
    meetingPoint: "نقطة الالتقاء",
    supplier: "شركة التوصيل",
    supplierPhone: "هاتف السائق (يوم الرحلة)",
    travelers: "المسافرون",
    leadGuest: "الضيف الرئيسي",
    leadPassenger: "الراكب الرئيسي",
    leadTraveler: "المسافر الرئيسي",
    total: "الإجمالي المدفوع",
    terms: "شروط الإلغاء",
    fee: "رسوم الإلغاء",
    refund: "المبلغ المسترد",
  },
  place: (name, code) => `${name} (${code})`,
  route: (from, to) => `من ${from} إلى ${to}`,
  from: (time) => `من الساعة ${time}`,
  until: (time) => `حتى الساعة ${time}`,
  range: (from, to) => `من ${from} إلى ${to}`,
  dayAndTime: (day, time) => `${day}، ${time}`,
  localTime: (moment) => `${moment} (بالتوقيت المحلي)`,
  count: {
    travelers: {
      zero: (n) => `${n} مسافر`,
      one: () => "مسافر واحد",
      two: () => "مسافران",
      few: (n) => `${n} مسافرين`,
      many: (n) => `${n} مسافرًا`,
      other: (n) => `${n} مسافر`,
    },
    guests: { zero: (n) => `${n} ضيف`, one: () => "ضيف واحد", two: () => "ضيفان", few: (n) => `${n} ضيوف`, many: (n) => `${n} ضيفًا`, other: (n) => `${n} ضيف` },
    passengers: {
      zero: (n) => `${n} راكب`,
      one: () => "راكب واحد",
      two: () => "راكبان",
      few: (n) => `${n} ركاب`,
      many: (n) => `${n} راكبًا`,
      other: (n) => `${n} راكب`,
    },
  },
  leadWithCount: (name, count) => `${name} (${count})`,
  list: (names) => names.join("، "),
  terms: {
    freeThenFee: (until, fee) => `إلغاء مجاني حتى ${until}. بعد ذلك يكلّف الإلغاء ${fee}.`,
    fee: (fee) => `يكلّف الإلغاء ${fee}.`,
    freeThenNothing: (until) => `إلغاء مجاني حتى ${until}. بعد ذلك لا يُعاد شيء عند الإلغاء.`,
    freeThenPercent: (until, percent, base) => `إلغاء مجاني حتى ${until}. بعد ذلك يكلّف الإلغاء ${percent}% من ${base}.`,
    percent: (percent, base) => `يكلّف الإلغاء ${percent}% من ${base}.`,
    nonRefundable: "غير قابل للاسترداد: لا يُعاد شيء عند الإلغاء.",
    nonRefundableFare: "أجرة غير قابلة للاسترداد: لا يُسترد عند الإلغاء إلا ثمن الإضافات المدفوعة (الحقائب والوجبات والمقاعد).",
    free: "الإلغاء مجاني.",
    deadline: (deadline) => `لا يمكن الإلغاء بعد ${deadline}.`,
    base: { flight: "سعر التذكرة", other: "الإجمالي" },
  },
  refundNote: {
    toCard: "يُعاد المبلغ المسترد إلى البطاقة التي دفعت بها.",
    nothingCharged: "لم يُخصم منك أي مبلغ لهذا الحجز.",
    nothingBack: "لا يُسترد أي مبلغ لهذا الحجز.",
  },
  action: { ticket: "عرض التذكرة", voucher: "عرض القسيمة", booking: "عرض الحجز" },
  documents: { invoice: "الفاتورة الضريبية", creditNote: "إشعار دائن بالمبلغ المسترد" },
  footer: {
    confirmed: "شكراً لحجزك مع رحّال. تجد تذكرتك أو قسيمتك أيضاً في صفحة جميع الحجوزات في حسابك.",
    cancelled: "تجد حجوزاتك في صفحة جميع الحجوزات في حسابك.",
  },
};

export const MAIL_TEXTS: Record<ProviderLocale, MailTexts> = { ar, en };

/** "2 guests", "ضيفان": a count in the locale's plural form, its number formatted for the locale. */
export function counted(locale: ProviderLocale, forms: Plural, n: number): string {
  const form = forms[new Intl.PluralRules(locale).select(n)] ?? forms.other;
  return form(new Intl.NumberFormat(locale).format(n));
}
