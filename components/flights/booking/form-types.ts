import type { z } from "zod";
import type { bookingFormSchema } from "@/lib/flights/booking/booking-form";

type Schema = ReturnType<typeof bookingFormSchema>;
/** What the form holds (strings from inputs) and what it submits (parsed by the contracts' schema). */
export type BookingFormInput = z.input<Schema>;
export type BookingFormOutput = z.output<Schema>;
