type SeatErrorTree = { message?: string; root?: { message?: string } } | undefined;

/** The seat map's errors, translated: one per seat (its first field's), by index, and the map's own. */
export function seatErrorsOf(errors: unknown, message: (key: string | undefined) => string | undefined) {
  const seatErrorList = Array.isArray(errors) ? (errors as ({ [k: string]: { message?: string } } | undefined)[]) : [];
  const seatErrors: Record<number, string> = {};
  seatErrorList.forEach((entry, index) => {
    const first = entry && Object.values(entry).find((value) => value && typeof value === "object" && "message" in value)?.message;
    if (first) seatErrors[index] = message(first) ?? "";
  });
  const rootSeatError = message((errors as SeatErrorTree)?.message ?? (errors as SeatErrorTree)?.root?.message);
  return { seatErrors, rootSeatError };
}
