// Error messages of the provider in both languages; the app shows them as they come.
import type { ProviderLocale } from "./locale";

const catalogue = {
  VALIDATION: { en: "Some fields are invalid.", ar: "بعض الحقول غير صحيحة." },
  NOT_FOUND: { en: "Not found.", ar: "غير موجود." },
  UNAUTHORIZED: { en: "Session expired, please login again.", ar: "انتهت الجلسة، يرجى تسجيل الدخول مرة أخرى." },
  FORBIDDEN: { en: "You are not allowed to do this.", ar: "غير مسموح لك بهذا الإجراء." },
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
} as const satisfies Record<string, Record<ProviderLocale, string>>;

export type ErrorCode = keyof typeof catalogue;

export function errorMessage(code: ErrorCode, locale: ProviderLocale): string {
  return catalogue[code][locale];
}
