// What an admin form shows under a money field is the contract's message key, translated (useValidationMessage); a
// key with no translation falls back to a vague "invalid". Every issue the admin request contracts raise at a money
// field for what MoneyInput hands them (NaN for a text that is no amount, a negative, fractions of a halala, an
// oversized or missing amount) is a key translated in both languages: no zod English on an Arabic page (issue 20).
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { mealRequest } from "@/provider/contracts/admin-catalogue";
import { flightRequest } from "@/provider/contracts/admin-flights";
import { offerRequest } from "@/provider/contracts/admin-offers";
import { transferRequest } from "@/provider/contracts/admin-transfers";

/** The admin contracts with money fields at their top level (a flight's classes, fare types and bags nest theirs). */
const CONTRACTS: Record<string, z.ZodType> = { mealRequest, flightRequest, offerRequest, transferRequest };

/** What MoneyInput hands the form: NaN for a text that is no amount, negatives, null for an empty optional field. */
const BAD_AMOUNTS: unknown[] = [undefined, null, Number.NaN, -1, -129_900, 1.5, 1e12];
const MONEY_FIELDS = ["price", "originalPrice", "tax", "serviceFees", "discount", "profit", "seatSelectionPrice", "bookingTicketPrice"];

const translated = (messages: typeof en, key: string) => key in messages.Validation || key in (messages as { AdminValidation?: object }).AdminValidation!;

function messagesOf(schema: z.ZodType): Set<string> {
  const keys = new Set<string>();
  const collect = (input: Record<string, unknown>) => {
    const [field] = Object.keys(input);
    for (const issue of schema.safeParse(input).error?.issues ?? []) if (issue.path[0] === field && MONEY_FIELDS.includes(field!)) keys.add(issue.message);
  };
  for (const field of MONEY_FIELDS) for (const value of BAD_AMOUNTS) collect({ [field]: value });
  return keys;
}

describe("admin request contracts speak in translated keys", () => {
  for (const [name, schema] of Object.entries(CONTRACTS)) {
    it(name, () => {
      const keys = [...messagesOf(schema)];
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => !translated(en, key))).toEqual([]);
      expect(keys.filter((key) => !translated(ar, key))).toEqual([]);
    });
  }
});
