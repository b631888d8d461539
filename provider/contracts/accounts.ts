// Wire contracts of auth-backend, shared by the provider, the app's server code and its forms.
// Validation messages are keys of the app's `Validation` namespace (messages/*.json).
import { z } from "zod";
import { plainText } from "./text";

export const PASSWORD_MIN_LENGTH = 8;

export const emailSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(254, "emailInvalid")
  .pipe(z.email("emailInvalid"))
  .transform((value) => value.toLowerCase());

/** A phone number in international form: optional +, 8–15 digits; spaces and dashes are ignored. */
export const phoneSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\+?[1-9]\d{7,14}$/, "phoneInvalid"));

export const passwordSchema = z
  .string({ error: "required" })
  .min(PASSWORD_MIN_LENGTH, "passwordMin")
  .max(128, "passwordMax")
  .regex(/[A-Z]/, "passwordUpper")
  .regex(/[a-z]/, "passwordLower")
  .regex(/\d/, "passwordDigit")
  .regex(/[^A-Za-z0-9]/, "passwordSpecial");

// An empty (or blank) name is a missing field like any other, so it answers "required", not "at least 2 characters";
// `abort` stops there so the length rule does not add its own message.
const nameSchema = plainText().trim().min(1, { error: "required", abort: true }).min(2, "nameMin").max(80, "nameMax");

export const registerRequest = z
  .object({
    name: nameSchema,
    email: emailSchema,
    phoneNumber: phoneSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: "required" }).min(1, "required"),
    acceptTerms: z.literal(true, { error: "termsRequired" }),
    locale: z.enum(["ar", "en"]).default("ar"),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "passwordMismatch" });
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailSchema,
  password: z.string({ error: "required" }).min(1, "required").max(128, "passwordMax"),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** SPEC §7: the login answer, exactly. */
export const loginResponse = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(["Admin", "User"]).nullable(),
  token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const userData = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(["Admin", "User"]).nullable(),
});
export type UserData = z.infer<typeof userData>;

export const confirmEmailRequest = z.object({ token: z.string().min(10, "invalidToken").max(200, "invalidToken") });

export const forgotPasswordRequest = z.object({ email: emailSchema, locale: z.enum(["ar", "en"]).default("ar") });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z
  .object({
    token: z.string().min(10, "invalidToken").max(200, "invalidToken"),
    password: passwordSchema,
    confirmPassword: z.string({ error: "required" }).min(1, "required"),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "passwordMismatch" });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const updateProfileRequest = z.object({ name: nameSchema, phoneNumber: phoneSchema });
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const changePasswordRequest = z
  .object({
    currentPassword: z.string({ error: "required" }).min(1, "required").max(128, "passwordMax"),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: "required" }).min(1, "required"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "passwordMismatch" });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const messageResponse = z.object({ message: z.string() });

export const resendConfirmationRequest = z.object({ email: emailSchema, locale: z.enum(["ar", "en"]).default("ar") });
export type ResendConfirmationRequest = z.input<typeof resendConfirmationRequest>;

/** The sandbox mailbox (only without SMTP): the latest mails, optionally to one address. */
export const outboxQuery = z.object({ to: emailSchema.optional() });

export const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export const outboxResponse = z.array(outboxMail);
export type OutboxMail = z.infer<typeof outboxMail>;
