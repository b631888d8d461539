import type { PricedText } from "@/lib/format/priced-text";
import { Money } from "./money";

/** A sentence with a price inside (lib/format/priced-text.ts), the price in the visitor's currency. */
export function Priced({ text: [before, price, after] }: { text: PricedText }) {
  return (
    <>
      {before}
      <Money value={price} />
      {after}
    </>
  );
}
