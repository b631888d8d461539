// Admin: the accounts of the site (the back office's Customers, issue 24 point 5): the list searched, sorted and paged
// by the provider, one account, locking and unlocking it, and mailing a new confirmation link.
import { z } from "zod";
import { adminListQuery, adminPage } from "./admin";
import { emptyToUndefined } from "./query";

export const customerSorts = ["created", "name", "email", "bookings"] as const;
export type CustomerSort = (typeof customerSorts)[number];

export const CUSTOMER_STATES = ["active", "locked", "unconfirmed"] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];

/** `q`: every word matches the name, the email or the phone. `state`: locked, unconfirmed, or active (neither). */
export const customerListQuery = adminListQuery(customerSorts).extend({
  state: z.preprocess(emptyToUndefined, z.enum(CUSTOMER_STATES, { error: "invalid" }).optional()),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const adminCustomer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(["Admin", "User"]),
  emailConfirmed: z.boolean(),
  /** When an admin locked it; null while it can sign in. */
  lockedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Reservations of every kind the account made. */
  bookings: z.number().int(),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;
export const adminCustomerPage = adminPage(adminCustomer);

export const adminCustomerIdParams = z.object({ id: z.string() });

/** The answer of a resent confirmation link: where it went. */
export const adminConfirmationResent = z.object({ id: z.string(), email: z.string() });
export type AdminConfirmationResent = z.infer<typeof adminConfirmationResent>;
