// The root error boundary replaces the whole document, so no next-intl provider exists there. These are
// copies of messages/*.json → ErrorPanel (a test keeps them equal) to avoid shipping both message files
// in a chunk every page loads.
import type { ErrorPanelLabels } from "./error-panel-labels";

// The outage texts ride along so the two stay one namespace; the root boundary itself shows the general ones.
type Strings = Omit<ErrorPanelLabels, "digest"> & { digest: string; unavailableTitle: string; unavailableDescription: string };

export const GLOBAL_ERROR_MESSAGES: Record<"ar" | "en", Strings> = {
  ar: {
    title: "حدث خطأ ما!",
    description: "حدث خطأ غير متوقع أثناء عرض هذه الصفحة. يرجى المحاولة مرة أخرى.",
    unavailableTitle: "الخدمة غير متاحة مؤقتاً",
    unavailableDescription: "تعذّر الوصول إلى خدمة الحجز الآن. ما زلت مسجّل الدخول؛ يرجى المحاولة بعد دقائق.",
    showError: "إظهار الخطأ",
    hideError: "إخفاء الخطأ",
    retry: "حاول مرة أخرى",
    home: "الذهاب إلى الرئيسية",
    digest: "المرجع: {digest}",
    reloading: "جارٍ تحميل أحدث إصدار…",
  },
  en: {
    title: "Something went wrong!",
    description: "An unexpected error interrupted this page. Please try again.",
    unavailableTitle: "Temporarily unavailable",
    unavailableDescription: "We can't reach our booking service right now. You are still signed in; please try again in a few minutes.",
    showError: "Show error",
    hideError: "Hide error",
    retry: "Try again",
    home: "Go home",
    digest: "Reference: {digest}",
    reloading: "Loading the latest version…",
  },
};

/** English under /en, Arabic everywhere else (Arabic is the prefix-less default). */
export function globalErrorLocale(pathname: string): "ar" | "en" {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "ar";
}

export function globalErrorLabels(locale: "ar" | "en"): ErrorPanelLabels {
  const strings = GLOBAL_ERROR_MESSAGES[locale];
  return { ...strings, digest: (digest) => strings.digest.replace("{digest}", digest) };
}
