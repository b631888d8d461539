// A booking mail as plain text and as simple inline-styled HTML (the account mails' look). Every value is escaped in
// the HTML: names, titles and contacts are typed by travellers and admins.
import type { ProviderLocale } from "../../http/locale";
import type { MailContent } from "./content";
import { escapeHtml } from "../../mail/escape";
import { MAIL_TEXTS } from "./texts";

export function layoutMail(content: MailContent, locale: ProviderLocale, link: string): { subject: string; text: string; html: string } {
  const brand = MAIL_TEXTS[locale].brand;
  const dir = locale === "ar" ? "rtl" : "ltr";
  const align = locale === "ar" ? "right" : "left";
  // Logical CSS properties are not read by every mail client: the label's gap is on its physical end side.
  const labelPadding = locale === "ar" ? "6px 0 6px 16px" : "6px 16px 6px 0";
  const text = [
    content.greeting,
    "",
    content.intro,
    "",
    ...content.rows.map((row) => `${row.label}: ${row.value}`),
    ...(content.notes.length ? ["", ...content.notes] : []),
    "",
    `${content.action}: ${link}`,
    ...(content.links ?? []).map((l) => `${l.label}: ${l.href}`),
    "",
    content.footer,
    "",
    brand,
  ].join("\n");
  const rows = content.rows
    .map(
      (row) =>
        `<tr><th scope="row" style="padding:${labelPadding};font-weight:normal;color:#6b7280;vertical-align:top;text-align:${align};white-space:nowrap">${escapeHtml(row.label)}</th>` +
        `<td style="padding:6px 0;color:#111827;vertical-align:top"${row.ltr ? ' dir="ltr"' : ""}>${escapeHtml(row.value)}</td></tr>`,
    )
    .join("\n      ");
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Tahoma,Arial,sans-serif;color:#1f2937">
  <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;text-align:${align}" dir="${dir}">
    <div style="font-size:24px;font-weight:bold;color:#0f766e;margin-bottom:24px">${escapeHtml(brand)}</div>
    <p style="font-size:16px;margin:0 0 16px">${escapeHtml(content.greeting)}</p>
    <p style="font-size:15px;line-height:1.7;margin:0 0 16px">${escapeHtml(content.intro)}</p>
    <table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;line-height:1.6;margin:0 0 16px">
      ${rows}
    </table>
    ${content.notes.map((note) => `<p style="font-size:15px;line-height:1.7;margin:0 0 12px">${escapeHtml(note)}</p>`).join("\n    ")}
    <p style="margin:28px 0;text-align:center">
      <a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 28px;border-radius:8px;font-weight:bold">${escapeHtml(content.action)}</a>
    </p>
    <p style="font-size:13px;color:#6b7280;line-height:1.6;margin:0 0 8px;word-break:break-all" dir="ltr">${escapeHtml(link)}</p>
    ${(content.links ?? []).map((l) => `<p style="font-size:15px;margin:12px 0 0"><a href="${escapeHtml(l.href)}" style="color:#0f766e;font-weight:bold">${escapeHtml(l.label)}</a></p>`).join("\n    ")}
    <p style="font-size:13px;color:#6b7280;line-height:1.6;margin:16px 0 0">${escapeHtml(content.footer)}</p>
  </div>
</body>
</html>`;
  return { subject: content.subject, text, html };
}
