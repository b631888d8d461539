import type { Db } from "../client";
import { users } from "../schema";
import { hashPassword } from "../../services/auth-backend/password";

/** The demo accounts of the README, seeded confirmed. */
export const DEMO_ACCOUNTS = [
  { name: "مدير رحّال", email: "admin@example.com", phoneNumber: "+966500000001", password: "Admin#12345", role: "Admin" },
  { name: "سارة المسافرة", email: "traveler@example.com", phoneNumber: "+966500000002", password: "Traveler#12345", role: "User" },
] as const;

export async function seedAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await db.insert(users).values({
      name: account.name,
      email: account.email,
      phoneNumber: account.phoneNumber,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      emailConfirmed: true,
    });
  }
}
