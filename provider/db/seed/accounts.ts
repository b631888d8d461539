import type { Db } from "../client";
import { users } from "../schema";
import { hashPassword } from "../../services/auth-backend/password";

/** The demo accounts of the README, seeded confirmed. */
export const DEMO_ACCOUNTS = [
  { name: "مدير رحّال", email: "admin@example.com", phoneNumber: "+966500000001", password: "Admin#12345", role: "Admin" },
  { name: "سارة المسافرة", email: "traveler@example.com", phoneNumber: "+966500000002", password: "Traveler#12345", role: "User" },
] as const;

/** A few more confirmed travellers, so admin figures and lists are not empty; same password pattern. */
export const EXTRA_ACCOUNTS = [
  { name: "Omar Al-Harbi", email: "omar@example.com", phoneNumber: "+966500000003", password: "Traveler#12345", role: "User" },
  { name: "منى عبد الرحمن", email: "mona@example.com", phoneNumber: "+201000000004", password: "Traveler#12345", role: "User" },
  { name: "خالد الكعبي", email: "khalid@example.com", phoneNumber: "+971500000005", password: "Traveler#12345", role: "User" },
] as const;

export async function seedAccounts(db: Db): Promise<void> {
  const accounts = [...DEMO_ACCOUNTS, ...EXTRA_ACCOUNTS];
  const hashes = await Promise.all(accounts.map((account) => hashPassword(account.password)));
  await db.insert(users).values(
    accounts.map((account, i) => ({
      name: account.name,
      email: account.email,
      phoneNumber: account.phoneNumber,
      passwordHash: hashes[i]!,
      role: account.role,
      emailConfirmed: true,
      locale: /^[A-Za-z]/.test(account.name) ? "en" : "ar",
    })),
  );
}
