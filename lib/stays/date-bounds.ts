// The dates a stay can be picked between, for a cached page: under Cache Components a prerendered page may not read the
// clock, so the bounds are cached too and computed again every hour (the page follows). For at most that hour after
// midnight the picker may still offer yesterday; the dated page and the provider refuse it with its message.
import { cacheLife } from "next/cache";
import { stayDateBounds } from "@/provider/contracts/stay-rules";

export async function cachedStayDateBounds(): Promise<ReturnType<typeof stayDateBounds>> {
  "use cache";
  cacheLife("hours");
  return stayDateBounds();
}
