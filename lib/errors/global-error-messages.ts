// The root error boundary replaces the whole document, so no provider of messages exists there. These are copies of
// the messages/*.json → ErrorPanel texts it shows (a test keeps them equal), both languages in a chunk every page
// loads: only those it shows.
type Strings = { title: string; description: string; retry: string; home: string; digest: string; reloading: string };
type Labels = Omit<Strings, "digest"> & { digest: (digest: string) => string };

export const GLOBAL_ERROR_MESSAGES: Record<"ar" | "en", Strings> = {
  ar: {
    title: "حدث خطأ ما!",
    description: "حدث خطأ غير متوقع أثناء عرض هذه الصفحة. يرجى المحاولة مرة أخرى.",
    retry: "حاول مرة أخرى",
    home: "الذهاب إلى الرئيسية",
    digest: "المرجع: {digest}",
    reloading: "جارٍ تحميل أحدث إصدار…",
  },
  en: {
    title: "Something went wrong!",
    description: "An unexpected error interrupted this page. Please try again.",
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

export function globalErrorLabels(locale: "ar" | "en"): Labels {
  const strings = GLOBAL_ERROR_MESSAGES[locale];
  return { ...strings, digest: (digest) => strings.digest.replace("{digest}", digest) };
}
