// Wire contract of the contact form (auth-backend api/Support/Messages), shared by the provider and the app's form.
// Validation messages are keys of the app's `Validation` namespace (messages/*.json).
import { z } from "zod";
import { emailSchema } from "./accounts";
import { plainText } from "./text";

export const SUPPORT_TOPICS = ["booking", "payment", "cancellation", "account", "other"] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_MESSAGE_MIN = 20;
export const SUPPORT_MESSAGE_MAX = 2000;

/** The six characters of a booking reference (provider/bookings/core.ts's alphabet: no 0, 1, I or O). */
const REFERENCE = /^[A-HJ-NP-Z2-9]{6}$/;

export const supportMessageRequest = z.object({
  name: plainText().trim().min(1, { error: "required", abort: true }).min(2, "nameMin").max(80, "nameMax"),
  email: emailSchema,
  topic: z.enum(SUPPORT_TOPICS, { error: "topicRequired" }),
  /** Optional: a booking reference as printed on the voucher; spaces and case do not matter. */
  reference: z
    .string()
    .optional()
    .transform((value) => value?.replace(/\s/g, "").toUpperCase() || undefined)
    .pipe(z.string().regex(REFERENCE, "referenceInvalid").optional()),
  message: plainText({ multiline: true })
    .trim()
    .min(1, { error: "required", abort: true })
    .min(SUPPORT_MESSAGE_MIN, "messageMin")
    .max(SUPPORT_MESSAGE_MAX, "messageMax"),
  locale: z.enum(["ar", "en"]).default("ar"),
});
export type SupportMessageRequest = z.input<typeof supportMessageRequest>;

/** The number the traveller quotes in a follow-up, e.g. S-7K2P9Q. */
export const supportMessageResponse = z.object({ ticket: z.string() });
export type SupportMessageResponse = z.infer<typeof supportMessageResponse>;
