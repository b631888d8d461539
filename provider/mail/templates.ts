// The account mails (confirmation, password reset) in the user's language, as text and inline-styled HTML.
import type { ProviderLocale } from "../http/locale";
import { BRAND } from "./brand";
import { escapeHtml } from "./escape";

type Template = { subject: string; greeting: string; lines: string[]; action: string; footer: string };

const texts = {
  confirmEmail: {
    ar: (name: string): Template => ({
      subject: `${BRAND.ar}: أكّد بريدك الإلكتروني`,
      greeting: `مرحباً ${name}،`,
      lines: ["شكراً لتسجيلك في رحّال. اضغط الزر أدناه لتأكيد بريدك الإلكتروني وتفعيل حسابك.", "صلاحية الرابط 24 ساعة."],
      action: "تأكيد البريد الإلكتروني",
      footer: "إن لم تنشئ حساباً في رحّال فتجاهل هذه الرسالة.",
    }),
    en: (name: string): Template => ({
      subject: `${BRAND.en}: confirm your email`,
      greeting: `Hello ${name},`,
      lines: [
        "Thank you for signing up with Rahhal. Click the button below to confirm your email and activate your account.",
        "The link is valid for 24 hours.",
      ],
      action: "Confirm email",
      footer: "If you did not create a Rahhal account, you can ignore this message.",
    }),
  },
  resetPassword: {
    ar: (name: string): Template => ({
      subject: `${BRAND.ar}: إعادة تعيين كلمة المرور`,
      greeting: `مرحباً ${name}،`,
      lines: [
        "تلقّينا طلباً لإعادة تعيين كلمة مرور حسابك. اضغط الزر أدناه لاختيار كلمة مرور جديدة.",
        "صلاحية الرابط ساعة واحدة، وسيتم تسجيل خروجك من جميع الأجهزة بعد التغيير.",
      ],
      action: "إعادة تعيين كلمة المرور",
      footer: "إن لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة مرورك الحالية لم تتغير.",
    }),
    en: (name: string): Template => ({
      subject: `${BRAND.en}: reset your password`,
      greeting: `Hello ${name},`,
      lines: [
        "We received a request to reset the password of your account. Click the button below to choose a new password.",
        "The link is valid for one hour, and you will be signed out of every device after the change.",
      ],
      action: "Reset password",
      footer: "If you did not ask for this, ignore this message; your current password has not changed.",
    }),
  },
} as const;

export type MailKind = keyof typeof texts;

export function renderAccountMail(kind: MailKind, locale: ProviderLocale, name: string, link: string) {
  const t = texts[kind][locale](name);
  const dir = locale === "ar" ? "rtl" : "ltr";
  const align = locale === "ar" ? "right" : "left";
  const text = [t.greeting, "", ...t.lines, "", `${t.action}: ${link}`, "", t.footer, "", BRAND[locale]].join("\n");
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Tahoma,Arial,sans-serif;color:#1f2937">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;text-align:${align}" dir="${dir}">
    <div style="font-size:24px;font-weight:bold;color:#0f766e;margin-bottom:24px">${BRAND[locale]}</div>
    <p style="font-size:16px;margin:0 0 16px">${escapeHtml(t.greeting)}</p>
    ${t.lines.map((line) => `<p style="font-size:15px;line-height:1.7;margin:0 0 12px">${escapeHtml(line)}</p>`).join("\n    ")}
    <p style="margin:28px 0;text-align:center">
      <a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 28px;border-radius:8px;font-weight:bold">${escapeHtml(t.action)}</a>
    </p>
    <p style="font-size:13px;color:#6b7280;line-height:1.6;margin:0 0 8px;word-break:break-all" dir="ltr">${escapeHtml(link)}</p>
    <p style="font-size:13px;color:#6b7280;line-height:1.6;margin:16px 0 0">${escapeHtml(t.footer)}</p>
  </div>
</body>
</html>`;
  return { subject: t.subject, text, html };
}
