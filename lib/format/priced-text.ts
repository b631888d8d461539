// A sentence with a price inside ("Total for 2 travellers: <price>amount</price>"), formatted on the server and laid out
// by a client component that shows the price in the visitor's currency (components/currency/priced.tsx).

/** The text before the price, the price (SAR minor units), the text after. */
export type PricedText = [before: string, price: number, after: string];

/** What a rich message's price tag is formatted as (`t.markup(key, { price: () => PRICE_MARK })`), to split on. */
export const PRICE_MARK = "\uE000";

/** A message formatted with PRICE_MARK where its one price tag stood, as the text before it, the price and the text after. */
export function pricedText(marked: string, price: number): PricedText {
  const [before = "", after = ""] = marked.split(PRICE_MARK);
  return [before, price, after];
}
