// The mail of a price alert whose fare dropped, in the traveller's language, as text and inline-styled HTML like the
// other mails: the new and the old fare, a link to the search and one to stop the alert (no sign-in needed).
import type { ProviderLocale } from "../http/locale";
import { BRAND, sar } from "./brand";
import { escapeHtml } from "./escape";

export type PriceDropMail = {
  name: string;
  from: string;
  to: string;
  /** YYYY-MM-DD. */
  date: string;
  /** All-in adult fares, SAR minor units. */
  newFare: number;
  oldFare: number;
  searchLink: string;
  unsubscribeLink: string;
};

function texts(m: PriceDropMail, locale: ProviderLocale) {
  const [now, was] = [sar(m.newFare, locale), sar(m.oldFare, locale)];
  return locale === "ar"
    ? {
        subject: `${BRAND.ar}: انخفض سعر رحلتك من ${m.from} إلى ${m.to} بتاريخ ${m.date} إلى ${now}`,
        greeting: `مرحباً ${m.name}،`,
        lines: [`انخفض أقل سعر للبالغ على رحلات ${m.from} إلى ${m.to} بتاريخ ${m.date} إلى ${now} (كان ${was}).`],
        action: "عرض الرحلات",
        unsubscribe: "إيقاف هذا التنبيه",
        footer: "تصلك هذه الرسالة لأنك طلبت تنبيهك عند انخفاض سعر هذا البحث.",
      }
    : {
        subject: `${BRAND.en}: ${m.from} to ${m.to} on ${m.date} dropped to ${now}`,
        greeting: `Hello ${m.name},`,
        lines: [`The lowest adult fare from ${m.from} to ${m.to} on ${m.date} is now ${now} (it was ${was}).`],
        action: "See the flights",
        unsubscribe: "Stop this alert",
        footer: "You get this mail because you asked to be told when this search's price drops.",
      };
}

export function renderPriceDropMail(m: PriceDropMail, locale: ProviderLocale) {
  const t = texts(m, locale);
  const dir = locale === "ar" ? "rtl" : "ltr";
  const align = locale === "ar" ? "right" : "left";
  const text = [t.greeting, "", ...t.lines, "", `${t.action}: ${m.searchLink}`, "", t.footer, `${t.unsubscribe}: ${m.unsubscribeLink}`, "", BRAND[locale]].join(
    "\n",
  );
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Tahoma,Arial,sans-serif;color:#1f2937">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;text-align:${align}" dir="${dir}">
    <div style="font-size:24px;font-weight:bold;color:#0f766e;margin-bottom:24px">${BRAND[locale]}</div>
    <p style="font-size:16px;margin:0 0 16px">${escapeHtml(t.greeting)}</p>
    ${t.lines.map((line) => `<p style="font-size:15px;line-height:1.7;margin:0 0 12px">${escapeHtml(line)}</p>`).join("\n    ")}
    <p style="margin:28px 0;text-align:center">
      <a href="${escapeHtml(m.searchLink)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 28px;border-radius:8px;font-weight:bold">${escapeHtml(t.action)}</a>
    </p>
    <p style="font-size:13px;color:#6b7280;line-height:1.6;margin:16px 0 8px">${escapeHtml(t.footer)}</p>
    <p style="font-size:13px;margin:0"><a href="${escapeHtml(m.unsubscribeLink)}" style="color:#0f766e">${escapeHtml(t.unsubscribe)}</a></p>
  </div>
</body>
</html>`;
  return { subject: t.subject, text, html };
}
