// Wire contracts of a stay's date rules (issue 24): the inclusive ranges of nights an admin closes or prices apart,
// shared by hotel room types (api/Admin/RoomTypes/:id/Rates) and chalets (api/Admin/Chalets/:id/Rates). The admin
// forms validate with the same schema; a range overlapping another of the same room type or chalet is the database's
// refusal (409, `fromDate: "rateOverlaps"`).
import { z } from "zod";
import { adminMoney } from "./admin";

/** Longest range of one closed-dates or price rule: a booking window's year. */
export const DATE_RULE_MAX_DAYS = 366;

/** A calendar day, YYYY-MM-DD, that exists, within the date pickers' range. */
export const calendarDay = z
  .string({ error: "dateRequired" })
  .min(1, "dateRequired")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "dateInvalid")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01" && value <= "2099-12-31";
  }, "dateInvalid");

export const dateRuleRequest = z
  .object({
    fromDate: calendarDay,
    toDate: calendarDay,
    closed: z.boolean({ error: "flagInvalid" }),
    /** Each night's price in the range; only when not closed. */
    price: z.preprocess((value) => (value === "" || value === undefined ? null : value), adminMoney.nullable()),
  })
  .superRefine((rate, ctx) => {
    if (rate.fromDate && rate.toDate && rate.toDate < rate.fromDate) ctx.addIssue({ code: "custom", path: ["toDate"], message: "dateRangeInvalid" });
    else if ((Date.parse(rate.toDate) - Date.parse(rate.fromDate)) / 86_400_000 >= DATE_RULE_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["toDate"], message: "rateRangeTooLong" });
    if (!rate.closed && (rate.price === null || rate.price < 1)) ctx.addIssue({ code: "custom", path: ["price"], message: "priceInvalid" });
  })
  .transform((rate) => ({ ...rate, price: rate.closed ? null : rate.price }));
export type DateRuleRequest = z.infer<typeof dateRuleRequest>;
export type DateRuleFormValues = z.input<typeof dateRuleRequest>;

export const adminDateRule = z.object({
  id: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  closed: z.boolean(),
  price: z.number().int().nullable(),
});
export type AdminDateRule = z.infer<typeof adminDateRule>;
