// The mail a traveller gets when the agency cancels their flight, in the booking user's language, as text and
// inline-styled HTML like the account mails.
import type { ProviderLocale } from "../http/locale";
import { BRAND, sar } from "./brand";
import { escapeHtml } from "./escape";

export type FlightCancelledMail = {
  name: string;
  reference: string;
  flightNumber: string;
  /** Local departure date, YYYY-MM-DD. */
  date: string;
  from: string;
  to: string;
  /** Refunded in full, SAR minor units; 0 when nothing was paid. */
  refund: number;
  link: string;
};

function texts(m: FlightCancelledMail, locale: ProviderLocale) {
  const refund = sar(m.refund, locale);
  return locale === "ar"
    ? {
        subject: `${BRAND.ar}: أُلغيت رحلتك ${m.flightNumber} بتاريخ ${m.date}`,
        greeting: `مرحباً ${m.name}،`,
        lines: [
          `نأسف لإبلاغك بإلغاء الرحلة ${m.flightNumber} من ${m.from} إلى ${m.to} بتاريخ ${m.date}. أُلغي حجزك ذو المرجع ${m.reference}.`,
          m.refund > 0 ? `سيُعاد إليك المبلغ المدفوع كاملاً (${refund}) دون أي رسوم.` : "لم يُخصم منك أي مبلغ لهذا الحجز.",
        ],
        action: "عرض حجوزاتي",
        footer: "نعتذر عن الإزعاج، ويسعدنا مساعدتك في حجز رحلة بديلة.",
      }
    : {
        subject: `${BRAND.en}: your flight ${m.flightNumber} on ${m.date} has been cancelled`,
        greeting: `Hello ${m.name},`,
        lines: [
          `We are sorry to tell you that flight ${m.flightNumber} from ${m.from} to ${m.to} on ${m.date} has been cancelled. Your reservation ${m.reference} is cancelled.`,
          m.refund > 0 ? `The full amount you paid (${refund}) is refunded, with no fee.` : "Nothing was charged for this reservation.",
        ],
        action: "View my reservations",
        footer: "We apologise for the inconvenience and are glad to help you book another flight.",
      };
}

export function renderFlightCancelledMail(m: FlightCancelledMail, locale: ProviderLocale) {
  const t = texts(m, locale);
  const dir = locale === "ar" ? "rtl" : "ltr";
  const align = locale === "ar" ? "right" : "left";
  const text = [t.greeting, "", ...t.lines, "", `${t.action}: ${m.link}`, "", t.footer, "", BRAND[locale]].join("\n");
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Tahoma,Arial,sans-serif;color:#1f2937">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;text-align:${align}" dir="${dir}">
    <div style="font-size:24px;font-weight:bold;color:#0f766e;margin-bottom:24px">${BRAND[locale]}</div>
    <p style="font-size:16px;margin:0 0 16px">${escapeHtml(t.greeting)}</p>
    ${t.lines.map((line) => `<p style="font-size:15px;line-height:1.7;margin:0 0 12px">${escapeHtml(line)}</p>`).join("\n    ")}
    <p style="margin:28px 0;text-align:center">
      <a href="${escapeHtml(m.link)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 28px;border-radius:8px;font-weight:bold">${escapeHtml(t.action)}</a>
    </p>
    <p style="font-size:13px;color:#6b7280;line-height:1.6;margin:16px 0 0">${escapeHtml(t.footer)}</p>
  </div>
</body>
</html>`;
  return { subject: t.subject, text, html };
}
