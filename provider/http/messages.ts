// Error messages of the provider in both languages; the app shows them as they come.
import type { ProviderLocale } from "./locale";

const catalogue = {
  VALIDATION: { en: "Some fields are invalid.", ar: "بعض الحقول غير صحيحة." },
  NOT_FOUND: { en: "Not found.", ar: "غير موجود." },
  UNAUTHORIZED: { en: "Session expired, please login again.", ar: "انتهت الجلسة، يرجى تسجيل الدخول مرة أخرى." },
  FORBIDDEN: { en: "You are not allowed to do this.", ar: "غير مسموح لك بهذا الإجراء." },
  UNAVAILABLE: {
    en: "The service is temporarily unavailable. Please try again in a few minutes.",
    ar: "الخدمة غير متاحة مؤقتاً. يرجى المحاولة بعد بضع دقائق.",
  },
  SERVER_ERROR: { en: "Server error, please try later.", ar: "خطأ في الخادم، يرجى المحاولة لاحقاً." },
  INVALID_CREDENTIALS: { en: "Incorrect email or password", ar: "البريد الإلكتروني أو كلمة المرور غير صحيحة" },
  EMAIL_NOT_CONFIRMED: { en: "Email must be confirmed first", ar: "يجب تأكيد البريد الإلكتروني أولاً" },
  EMAIL_EXISTS: { en: "This email already exists.", ar: "البريد الإلكتروني مستخدم بالفعل." },
  PHONE_EXISTS: { en: "This phone number is already used.", ar: "رقم الهاتف مستخدم بالفعل." },
  INVALID_TOKEN: {
    en: "This link is invalid or has expired.",
    ar: "هذا الرابط غير صالح أو منتهي الصلاحية.",
  },
  WRONG_PASSWORD: { en: "The current password is incorrect.", ar: "كلمة المرور الحالية غير صحيحة." },
  TOO_MANY_ATTEMPTS: {
    en: "Too many attempts. Please wait a few minutes and try again.",
    ar: "محاولات كثيرة جداً. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
  },
  // Flights and reservations (issue 3).
  FLIGHT_NOT_FOUND: { en: "Flight not found", ar: "الرحلة غير موجودة" },
  FLIGHT_CANCELLED: { en: "This flight has been cancelled.", ar: "تم إلغاء هذه الرحلة." },
  FLIGHT_DEPARTED: { en: "This flight can no longer be booked.", ar: "لم يعد بالإمكان حجز هذه الرحلة." },
  CLASS_NOT_OFFERED: { en: "This fare class is not offered on this flight.", ar: "درجة السفر هذه غير متاحة على هذه الرحلة." },
  FARE_TYPE_NOT_FOUND: { en: "This fare type is not offered on this flight.", ar: "نوع التذكرة هذا غير متاح على هذه الرحلة." },
  SEAT_CLASS_MISMATCH: { en: "The selected seat does not match the fare class.", ar: "المقعد المختار لا يطابق درجة السفر." },
  SEAT_TAKEN: { en: "This seat has just been taken. Please choose another one.", ar: "تم حجز هذا المقعد للتو، يرجى اختيار مقعد آخر." },
  SOLD_OUT: { en: "This class is sold out on this flight.", ar: "نفدت المقاعد في هذه الدرجة على هذه الرحلة." },
  PASSENGER_AGE_MISMATCH: { en: "A date of birth does not match the passenger's age group.", ar: "تاريخ الميلاد لا يطابق الفئة العمرية للمسافر." },
  RESERVATION_NOT_FOUND: { en: "Reservation not found.", ar: "الحجز غير موجود." },
  HOLD_EXPIRED: { en: "The seat hold has expired. Please book again.", ar: "انتهت مدة حجز المقاعد، يرجى الحجز من جديد." },
  ALREADY_PAID: { en: "This reservation is already paid.", ar: "تم دفع هذا الحجز بالفعل." },
  RESERVATION_NOT_PAYABLE: { en: "This reservation can no longer be paid.", ar: "لم يعد بالإمكان دفع هذا الحجز." },
  PAYMENT_DECLINED: { en: "The card was declined. No money was taken.", ar: "رُفضت البطاقة ولم يُخصم أي مبلغ." },
  PAYMENT_ERROR: { en: "Payment error, please try again.", ar: "حدث خطأ في الدفع، يرجى المحاولة مرة أخرى." },
  PAYMENT_METHOD_UNAVAILABLE: {
    en: "Card details are not accepted here: pay through the secure payment form.",
    ar: "لا تُقبل بيانات البطاقة هنا: ادفع عبر نموذج الدفع الآمن.",
  },
  IDEMPOTENCY_KEY_REQUIRED: { en: "A payment key is required.", ar: "مفتاح الدفع مطلوب." },
  IDEMPOTENCY_KEY_REUSED: { en: "This payment key was used for another request.", ar: "مفتاح الدفع هذا مستخدم لطلب آخر." },
  CANCELLATION_DEADLINE_PASSED: {
    en: "Reservations can only be cancelled until 24 hours before departure.",
    ar: "لا يمكن إلغاء الحجز إلا قبل 24 ساعة من موعد الإقلاع.",
  },
  RESERVATION_NOT_CANCELLABLE: { en: "This reservation cannot be cancelled.", ar: "لا يمكن إلغاء هذا الحجز." },
  TICKET_NOT_AVAILABLE: { en: "Failed to load ticket data: the reservation is not paid.", ar: "تعذر تحميل بيانات التذكرة: الحجز غير مدفوع." },
  // Offers (issue 8).
  OFFER_NOT_FOUND: { en: "Offer not found", ar: "العرض غير موجود" },
  ALREADY_IN_FAVORITES: { en: "Already in favorites", ar: "موجودة بالفعل في المفضلة" },
  // Offer reservations (issue 8).
  OFFER_EXPIRED: { en: "This offer has expired: booking is over.", ar: "انتهى هذا العرض: لم يعد الحجز متاحاً." },
  OFFER_NOT_STARTED: { en: "This offer cannot be booked yet.", ar: "لا يمكن حجز هذا العرض بعد." },
  OFFER_SOLD_OUT: { en: "This offer is sold out.", ar: "نفدت الأماكن في هذا العرض." },
  NOT_ENOUGH_PLACES: {
    en: "There are not enough places left in this offer for this many travellers.",
    ar: "لا تكفي الأماكن المتبقية في هذا العرض لهذا العدد من المسافرين.",
  },
  OFFER_CANCELLATION_CLOSED: {
    en: "This booking can no longer be cancelled: the offer has ended.",
    ar: "لم يعد بالإمكان إلغاء هذا الحجز: انتهى العرض.",
  },
  VOUCHER_NOT_AVAILABLE: { en: "Failed to load the voucher: the reservation is not paid.", ar: "تعذر تحميل القسيمة: الحجز غير مدفوع." },
} as const satisfies Record<string, Record<ProviderLocale, string>>;

export type ErrorCode = keyof typeof catalogue;

export function errorMessage(code: ErrorCode, locale: ProviderLocale): string {
  return catalogue[code][locale];
}

// Success messages of endpoints that answer `{ message }`; shown to the user as they come.
const notices = {
  REGISTERED: {
    en: "Your account has been created. We sent you an email: open its link to confirm your address.",
    ar: "تم إنشاء حسابك. أرسلنا إليك رسالة بريد إلكتروني: افتح الرابط فيها لتأكيد عنوانك.",
  },
  EMAIL_CONFIRMED: {
    en: "Your email has been confirmed. You can now log in.",
    ar: "تم تأكيد بريدك الإلكتروني. يمكنك الآن تسجيل الدخول.",
  },
  CONFIRMATION_SENT: {
    en: "If this email belongs to an account that is not confirmed yet, we have sent it a new confirmation link.",
    ar: "إذا كان هذا البريد لحساب لم يُؤكَّد بعد، فقد أرسلنا إليه رابط تأكيد جديداً.",
  },
  RESET_LINK_SENT: {
    en: "If an account exists for this email, we have sent it a link to reset the password.",
    ar: "إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطاً لإعادة تعيين كلمة المرور.",
  },
  PASSWORD_RESET: {
    en: "Your password has been changed. Log in with your new password.",
    ar: "تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.",
  },
  PASSWORD_CHANGED: { en: "Your password has been changed.", ar: "تم تغيير كلمة المرور." },
} as const satisfies Record<string, Record<ProviderLocale, string>>;

export type NoticeCode = keyof typeof notices;

export function noticeMessage(code: NoticeCode, locale: ProviderLocale): string {
  return notices[code][locale];
}
