// A traveller's name and passport number as the airline needs them: a module of its own, read by the flight and the offer contracts
// (which read each other, so it cannot live in either).
import { z } from "zod";

/** A name as written in the passport: Latin letters, spaces, hyphens and apostrophes, a first and a last name. */
export const passportName = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .pipe(
    z
      .string()
      .regex(/^[A-Za-z][A-Za-z' -]{1,79}$/, "fullNameInvalid")
      .refine((v) => v.includes(" "), "fullNameInvalid"),
  );

/** A passport number: 6–12 Latin letters and digits, upper-cased (blanks around it ignored). */
export const passportNumber = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,12}$/, "passportInvalid"));
