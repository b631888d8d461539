// auth-backend's account endpoints the browser calls through the BFF (login goes through next-auth, never here).
import {
  messageResponse,
  userData,
  type ChangePasswordRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type UpdateProfileRequest,
} from "@/provider/contracts/accounts";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";

const post = (path: string, body: unknown, locale: Locale) => bffFetch("auth-backend", path, { method: "POST", body, locale, schema: messageResponse });

/** Creates an unconfirmed account; the confirmation mail is written in `locale`. */
export async function register(values: RegisterRequest, locale: Locale): Promise<void> {
  await post("api/Account/register", { ...values, locale }, locale);
}

/** Answers the same whether or not the account exists. */
export async function forgotPassword(email: string, locale: Locale): Promise<void> {
  await post("api/Account/forgot-password", { email, locale }, locale);
}

/** Throws BffError INVALID_TOKEN (or fields.token) when the mailed link is spent or expired. */
export async function resetPassword(values: ResetPasswordRequest, locale: Locale): Promise<void> {
  await post("api/Account/reset-password", values, locale);
}

export async function resendConfirmation(email: string, locale: Locale): Promise<void> {
  await post("api/Account/resend-confirmation", { email, locale }, locale);
}

export async function changePassword(values: ChangePasswordRequest, locale: Locale): Promise<void> {
  await post("api/Users/ChangePassword", values, locale);
}

/** The saved name and phone number, as the provider normalised them. */
export async function updateProfile(values: UpdateProfileRequest, locale: Locale): Promise<{ name: string; phoneNumber: string }> {
  const saved = await bffFetch("auth-backend", "api/Users/Profile", { method: "PUT", body: values, locale, schema: userData });
  return { name: saved.name, phoneNumber: saved.phoneNumber };
}
