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
  TRAVELLER_NOT_FOUND: { en: "Saved traveller not found.", ar: "المسافر المحفوظ غير موجود." },
  TRAVELLERS_LIMIT: { en: "You can save up to 20 travellers. Delete one to add another.", ar: "يمكنك حفظ 20 مسافراً على الأكثر. احذف أحدهم لإضافة غيره." },
  PASSPORT_EXPIRES_SOON: {
    en: "A passport must be valid for at least 6 months after the travel date.",
    ar: "يجب أن يكون جواز السفر سارياً لمدة 6 أشهر على الأقل بعد تاريخ السفر.",
  },
  RETURN_FLIGHT_INVALID: {
    en: "The return flight must fly the route back after the outbound flight lands.",
    ar: "يجب أن تعود رحلة العودة على المسار نفسه بعد هبوط رحلة الذهاب.",
  },
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
  RESERVATION_NOT_CANCELLABLE: { en: "This reservation cannot be cancelled.", ar: "لا يمكن إلغاء هذا الحجز." },
  TICKET_NOT_AVAILABLE: { en: "Failed to load ticket data: the reservation is not paid.", ar: "تعذر تحميل بيانات التذكرة: الحجز غير مدفوع." },
  // Offers (issue 8).
  OFFER_NOT_FOUND: { en: "Offer not found", ar: "العرض غير موجود" },
  ALREADY_ALERTED: { en: "You already have a price alert for this search", ar: "لديك تنبيه سعر لهذا البحث بالفعل" },
  PRICE_ALERT_LIMIT: { en: "You can keep up to 20 price alerts; delete one first", ar: "يمكنك الاحتفاظ بعشرين تنبيه سعر كحد أقصى؛ احذف أحدها أولاً" },
  NO_FARE_TO_WATCH: { en: "This search has no flights to watch", ar: "لا توجد رحلات لمتابعة سعرها في هذا البحث" },
  PRICE_ALERT_NOT_FOUND: { en: "This price alert was not found", ar: "لم يُعثر على تنبيه السعر هذا" },
  ALREADY_IN_FAVORITES: { en: "Already in favorites", ar: "موجودة بالفعل في المفضلة" },
  // Offer reservations (issue 8).
  OFFER_EXPIRED: { en: "This offer has expired: booking is over.", ar: "انتهى هذا العرض: لم يعد الحجز متاحاً." },
  OFFER_NOT_STARTED: { en: "This offer cannot be booked yet.", ar: "لا يمكن حجز هذا العرض بعد." },
  OFFER_SOLD_OUT: { en: "This offer is sold out.", ar: "نفدت الأماكن في هذا العرض." },
  NOT_ENOUGH_PLACES: {
    en: "There are not enough places left in this offer for this many travellers.",
    ar: "لا تكفي الأماكن المتبقية في هذا العرض لهذا العدد من المسافرين.",
  },
  // Admin catalogue (issue 9). "{count}" is replaced by ProviderError's count, in the plural form of the language.
  IN_USE: {
    en: "Failed to delete: in use by {count|flight|flights}.",
    ar: "فشل الحذف: مستخدم في {count|رحلة واحدة|رحلتين|# رحلات|# رحلة|# رحلة}.",
  },
  IN_USE_BY_BOOKINGS: {
    en: "Failed to delete: reservations still refer to it. Keep it, or change what is on sale instead.",
    ar: "فشل الحذف: ما زالت حجوزات تشير إليه. أبقِه أو غيّر ما هو معروض للبيع بدلاً من ذلك.",
  },
  CODE_EXISTS: { en: "This code is already used by another record.", ar: "هذا الرمز مستخدم في سجل آخر." },
  AIRPORT_COUNTRY_UNTAXED: {
    en: "This airport has airport transfers, and we have no tax rules for that country: its transfers could not be priced. Keep its country, or remove its transfers first.",
    ar: "لهذا المطار توصيلات، ولا توجد لدينا قواعد ضريبية لتلك الدولة فلا يمكن تسعير توصيلاته. أبقِ دولته، أو احذف توصيلاته أولاً.",
  },
  AIRPORT_CODE_IN_USE: {
    en: "This airport's code cannot change while offers or popular destinations use it. Add a new airport instead.",
    ar: "لا يمكن تغيير رمز هذا المطار ما دامت عروض أو وجهات شائعة تستخدمه. أضف مطاراً جديداً بدلاً من ذلك.",
  },
  MODEL_EXISTS: { en: "A plane with this model already exists.", ar: "توجد طائرة بهذا الطراز بالفعل." },
  SEATS_SOLD: {
    en: "Seats sold or booked on flights cannot be removed or change class: {seats}.",
    ar: "لا يمكن حذف مقاعد مباعة أو محجوزة على رحلات أو تغيير درجتها: {seats}.",
  },
  // Admin uploads (issue 9).
  UPLOAD_TOO_LARGE: { en: "The picture is larger than 5 MB. Choose a smaller file.", ar: "حجم الصورة أكبر من 5 ميغابايت. اختر ملفاً أصغر." },
  UPLOAD_NOT_IMAGE: {
    en: "Only pictures can be uploaded: PNG, JPEG, GIF, WebP or SVG.",
    ar: "يمكن رفع الصور فقط: PNG أو JPEG أو GIF أو WebP أو SVG.",
  },
  // Admin flights (issue 9, part 2).
  PLANE_SEATS_HELD: {
    en: "The plane cannot change while reservations hold seats on this flight.",
    ar: "لا يمكن تغيير الطائرة ما دامت حجوزات تشغل مقاعد على هذه الرحلة.",
  },
  CLASS_IN_USE: { en: "A class that reservations use cannot be removed from the flight.", ar: "لا يمكن حذف درجة سفر تستخدمها حجوزات من الرحلة." },
  TICKET_IN_USE: { en: "A fare type that reservations use cannot be removed from the flight.", ar: "لا يمكن حذف نوع تذكرة تستخدمه حجوزات من الرحلة." },
  BAG_IN_USE: { en: "A bag that reservations bought cannot be removed from the flight.", ar: "لا يمكن حذف حقيبة اشترتها حجوزات من الرحلة." },
  FLIGHT_CHANGED: { en: "This flight was just updated. Please review it and book again.", ar: "تم تحديث هذه الرحلة للتو. يرجى مراجعتها والحجز من جديد." },
  FLIGHT_HAS_RESERVATIONS: {
    en: "This flight has reservations: cancel it with the Cancel flight button, which refunds and informs the travellers.",
    ar: "لهذه الرحلة حجوزات: ألغها بزر إلغاء الرحلة الذي يعيد المبالغ ويبلغ المسافرين.",
  },
  // Admin offers (issue 9).
  OFFER_HAS_RESERVATIONS: {
    en: "Failed to delete: {count|reservation was|reservations were} made for this offer. End it or set its places to 0 instead.",
    ar: "فشل الحذف: لهذا العرض {count|حجز واحد|حجزان|# حجوزات|# حجزاً|# حجز}. أنهِ العرض أو اجعل أماكنه 0 بدلاً من حذفه.",
  },
  DESTINATION_EXISTS: { en: "This airport is already one of the popular destinations.", ar: "هذا المطار موجود بالفعل ضمن الوجهات الشائعة." },
  INVOICE_NOT_AVAILABLE: {
    en: "There is no tax invoice for this booking: it is not paid, or it was paid before invoices were issued.",
    ar: "لا توجد فاتورة ضريبية لهذا الحجز: لم يُدفع بعد، أو دُفع قبل بدء إصدار الفواتير.",
  },
  VOUCHER_NOT_AVAILABLE: { en: "Failed to load the voucher: the reservation is not paid.", ar: "تعذر تحميل القسيمة: الحجز غير مدفوع." },
  // Admin hotels (issue 24 point 1).
  ROOM_UNITS_BOOKED: {
    en: "Rooms that travellers booked cannot be removed: keep at least {count|room|rooms} of this type.",
    ar: "لا يمكن حذف غرف حجزها مسافرون: أبقِ على الأقل {count|غرفة واحدة|غرفتين|# غرف|# غرفة|# غرفة} من هذا النوع.",
  },
  ROOM_RATE_OVERLAPS: {
    en: "These dates overlap another closed or priced range of this room: remove that one first.",
    ar: "تتداخل هذه التواريخ مع فترة مغلقة أو مسعّرة أخرى لهذه الغرفة: احذفها أولاً.",
  },
  // Hotels, chalets and airport transfers (issue 10).
  HOTEL_NOT_FOUND: { en: "Hotel not found", ar: "الفندق غير موجود" },
  ROOM_NOT_FOUND: { en: "This room is not offered by the hotel.", ar: "هذه الغرفة غير متاحة في الفندق." },
  CHALET_NOT_FOUND: { en: "Chalet not found", ar: "الشاليه غير موجود" },
  TRANSFER_NOT_FOUND: { en: "Transfer not found", ar: "خدمة التوصيل غير موجودة" },
  ROOM_SOLD_OUT: {
    en: "No room of this type is left for these nights. Choose other dates or another room.",
    ar: "لم تعد هناك غرفة من هذا النوع متاحة لهذه الليالي. اختر تواريخ أخرى أو غرفة أخرى.",
  },
  CHALET_CLOSED: {
    en: "This chalet is closed on some of these nights. Choose other dates.",
    ar: "هذا الشاليه مغلق في بعض هذه الليالي. اختر تواريخ أخرى.",
  },
  CHALET_RATE_OVERLAPS: {
    en: "These dates overlap another closed or priced range of this chalet: remove that one first.",
    ar: "تتداخل هذه التواريخ مع فترة مغلقة أو مسعّرة أخرى لهذا الشاليه: احذفها أولاً.",
  },
  CHALET_UNAVAILABLE: {
    en: "This chalet has just been booked for some of these nights. Choose other dates.",
    ar: "تم حجز هذا الشاليه للتو في بعض هذه الليالي. اختر تواريخ أخرى.",
  },
  TRANSFER_SOLD_OUT: {
    en: "No vehicle of this class is left at this pickup time. Choose another time or vehicle.",
    ar: "لم تعد هناك سيارة من هذه الفئة متاحة في وقت الاستقبال هذا. اختر وقتاً آخر أو سيارة أخرى.",
  },
  // Admin: airport transfers (issue 24 point 3).
  TRANSFER_HAS_BOOKINGS: {
    en: "Failed to delete: {count|booking uses|bookings use} this transfer and keep it. Archive it to take it off sale instead.",
    ar: "فشل الحذف: لهذه الخدمة {count|حجز واحد|حجزان|# حجوزات|# حجزاً|# حجز} يبقى مرتبطاً بها. أرشفها لإيقاف بيعها بدلاً من حذفها.",
  },
  TRANSFER_EXISTS: {
    en: "This airport already has a transfer to this zone in this vehicle class: edit that one.",
    ar: "يوجد بالفعل توصيل من هذا المطار إلى هذه المنطقة بهذه الفئة من السيارات: عدّل ذلك السجل.",
  },
  TRANSFER_ROUTE_IN_USE: {
    en: "Bookings use this transfer: its airport, zone and vehicle class cannot change. Add a new transfer instead.",
    ar: "توجد حجوزات لهذه الخدمة: لا يمكن تغيير مطارها أو منطقتها أو فئة سيارتها. أضف خدمة توصيل جديدة بدلاً من ذلك.",
  },
  VEHICLES_BELOW_BOOKED: {
    en: "Bookings already hold more vehicles than this in a coming pickup slot.",
    ar: "تشغل الحجوزات بالفعل سيارات أكثر من هذا العدد في موعد استقبال قادم.",
  },
  SLOT_VEHICLES_BELOW_BOOKED: {
    en: "Bookings already hold more vehicles than this in a coming pickup slot of these dates and times.",
    ar: "تشغل الحجوزات بالفعل سيارات أكثر من هذا العدد في موعد استقبال قادم ضمن هذه التواريخ والأوقات.",
  },
  TRANSFER_SLOT_OVERLAPS: {
    en: "These dates and times overlap another override of this transfer: remove that one first.",
    ar: "تتداخل هذه التواريخ والأوقات مع تعديل آخر لهذه الخدمة: احذفه أولاً.",
  },
  TRANSFER_SLOT_CLOSED: {
    en: "This vehicle does not run at this pickup time. Choose another time or vehicle.",
    ar: "لا تعمل هذه السيارة في وقت الاستقبال هذا. اختر وقتاً آخر أو سيارة أخرى.",
  },
  TRANSFER_ARCHIVED: {
    en: "This transfer is no longer offered. Go back and choose another vehicle.",
    ar: "لم تعد خدمة التوصيل هذه معروضة. ارجع واختر سيارة أخرى.",
  },
  // Admin chalets (issue 24 point 2).
  STAY_TOO_SHORT: {
    en: "This chalet takes stays of at least {count|night|nights}. Choose a later check-out.",
    ar: "يُحجز هذا الشاليه لمدة {count|ليلة واحدة|ليلتين|# ليالٍ|# ليلة|# ليلة} على الأقل. اختر تاريخ مغادرة لاحقاً.",
  },
  CHALET_NOT_OFFERED: { en: "This chalet is no longer offered. Choose another one.", ar: "لم يعد هذا الشاليه معروضاً. اختر شاليهاً آخر." },
  TOO_MANY_GUESTS: { en: "There are more guests than this place sleeps.", ar: "عدد الضيوف أكبر من السعة المسموح بها." },
  CANCELLATION_CLOSED: {
    en: "This booking can no longer be cancelled: its cancellation deadline has passed.",
    ar: "لم يعد بالإمكان إلغاء هذا الحجز: انتهت مهلة الإلغاء.",
  },
  // Admin: customers and resending mails (issue 24 points 4 and 5).
  ACCOUNT_LOCKED: {
    en: "This account has been locked. Please contact customer service.",
    ar: "تم قفل هذا الحساب. يرجى التواصل مع خدمة العملاء.",
  },
  REQUEST_KEY_REQUIRED: { en: "A request key is required.", ar: "مفتاح الطلب مطلوب." },
  CUSTOMER_NOT_FOUND: { en: "Customer not found.", ar: "العميل غير موجود." },
  CANNOT_LOCK_SELF: { en: "You cannot lock your own account.", ar: "لا يمكنك قفل حسابك." },
  LAST_ADMIN: {
    en: "This is the last administrator who can sign in: it cannot be locked.",
    ar: "هذا آخر مسؤول يمكنه تسجيل الدخول: لا يمكن قفله.",
  },
  EMAIL_ALREADY_CONFIRMED: { en: "This account's email is already confirmed.", ar: "تم تأكيد البريد الإلكتروني لهذا الحساب بالفعل." },
  NOTHING_TO_RESEND: {
    en: "Nothing to resend: only a paid and confirmed booking has a confirmation and voucher.",
    ar: "لا يوجد ما يُعاد إرساله: التأكيد والقسيمة لحجز مؤكد ومدفوع فقط.",
  },
} as const satisfies Record<string, Record<ProviderLocale, string>>;

export type ErrorCode = keyof typeof catalogue;

export type MessageValues = { count?: number; seats?: string };

const pluralRules = { en: new Intl.PluralRules("en"), ar: new Intl.PluralRules("ar") };
/** Forms of "{count|…}" in CLDR order for the language: en one|other; ar one|two|few|many|other. "#" is the number. */
const PLURAL_ORDER = { en: ["one", "other"], ar: ["one", "two", "few", "many", "other"] } as const;

function fill(text: string, locale: ProviderLocale, values: MessageValues): string {
  return text
    .replace(/\{count\|([^}]*)\}/g, (_all, forms: string) => {
      const n = values.count ?? 0;
      const options = forms.split("|");
      const rule = pluralRules[locale].select(n);
      const index = Math.max(0, (PLURAL_ORDER[locale] as readonly string[]).indexOf(rule));
      const form = options[index] ?? options[options.length - 1] ?? "";
      const number = n.toLocaleString(locale === "ar" ? "ar-EG" : "en-US");
      return form.includes("#") ? form.replace("#", number) : locale === "en" ? `${number} ${form}` : form;
    })
    .replace(/\{seats\}/g, values.seats ?? "");
}

export function errorMessage(code: ErrorCode, locale: ProviderLocale, values?: MessageValues): string {
  const text = catalogue[code][locale];
  return values ? fill(text, locale, values) : text;
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
