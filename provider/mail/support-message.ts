// The operator's copy of a contact-form message: plain text and simple HTML, every value the visitor typed escaped.
// Labels are in both languages: the operator reads the message whatever language the visitor wrote in.
import type { SupportTopic } from "../contracts/support";
import { escapeHtml } from "./escape";

export type SupportMessageMail = {
  ticket: string;
  name: string;
  email: string;
  topic: SupportTopic;
  reference: string | null;
  message: string;
  locale: "ar" | "en";
};

const TOPIC: Record<SupportTopic, string> = {
  booking: "Booking / حجز",
  payment: "Payment / دفع",
  cancellation: "Cancellation / إلغاء",
  account: "Account / حساب",
  other: "Other / أخرى",
};

export function renderSupportMessageMail(m: SupportMessageMail) {
  const fields: [string, string][] = [
    ["Ticket / رقم الطلب", m.ticket],
    ["From / من", `${m.name} <${m.email}>`],
    ["Topic / الموضوع", TOPIC[m.topic]],
    ["Booking reference / مرجع الحجز", m.reference ?? "—"],
    ["Language / اللغة", m.locale === "ar" ? "العربية" : "English"],
  ];
  const subject = `[${m.ticket}] ${TOPIC[m.topic]}${m.reference ? ` · ${m.reference}` : ""}: ${m.name}`.replace(/[\r\n]+/g, " ");
  const text = [
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    m.message,
    "",
    `Reply to ${m.email} (the mail's Reply-To), quoting ${m.ticket}.`,
  ].join("\n");
  const rows = fields
    .map(([label, value]) => `<tr><th style="text-align:start;padding:4px 12px 4px 0">${label}</th><td dir="auto">${escapeHtml(value)}</td></tr>`)
    .join("");
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;font-family:Tahoma,Arial,sans-serif;color:#1f2937">
  <table style="border-collapse:collapse;margin-bottom:16px">${rows}</table>
  <div dir="auto" style="white-space:pre-wrap;border-top:1px solid #e5e7eb;padding-top:16px">${escapeHtml(m.message)}</div>
</body>
</html>`;
  return { subject, text, html };
}
