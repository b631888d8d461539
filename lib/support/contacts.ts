// The support team's email and phone, from the environment (README's configuration table).
import "server-only";

export type SupportContacts = { email: string; phone: string };

export function supportContacts(): SupportContacts {
  return {
    email: process.env.SUPPORT_EMAIL || "support@rahhal.example",
    phone: process.env.SUPPORT_PHONE || "+966 11 000 0000",
  };
}
