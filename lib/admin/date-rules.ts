// The form values of a new closed or priced range of nights, for a hotel room type or a chalet (contracts/date-rules.ts).
import type { DateRuleFormValues } from "@/provider/contracts/date-rules";

/** Closed, no dates yet. */
export const newDateRuleValues = (): DateRuleFormValues => ({ fromDate: "", toDate: "", closed: true, price: null });
