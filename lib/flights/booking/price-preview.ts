// A live preview of a booking's price with the contracts' pricing helpers. The provider prices the
// reservation itself from its database; this mirrors its rule so the total shown does not jump on submit.
import { allIn, fareFor, partyFare, PASSENGER_TYPES, type FareParts, type Party, type PassengerType } from "@/provider/contracts/flights";

export type PricePreviewInput = {
  /** Class price per adult + the fare type's price. */
  classPrice: number;
  fareTypePrice: number;
  /** Per adult. */
  tax: number;
  serviceFees: number;
  discount: number;
  party: Party;
  /** Seats the travellers picked themselves (auto-assigned seats are free). */
  chosenSeats: number;
  seatSelectionPrice: number;
  bags: { unitPrice: number; quantity: number }[];
  meals: { unitPrice: number; quantity: number }[];
};

export type PricePreview = FareParts & {
  /** Each group present in the party: one traveller's all-in fare (`price`) and the group's (`lineTotal`). */
  perTraveler: { type: PassengerType; count: number; price: number; lineTotal: number }[];
  seatSelection: number;
  bags: number;
  meals: number;
  extras: number;
  total: number;
};

const sumOf = (items: { unitPrice: number; quantity: number }[]) => items.reduce((s, i) => s + i.unitPrice * i.quantity, 0);

export function pricePreview(input: PricePreviewInput): PricePreview {
  const adult: FareParts = {
    fare: input.classPrice + input.fareTypePrice,
    tax: input.tax,
    serviceFees: input.serviceFees,
    discount: input.discount,
  };
  const counts: Record<PassengerType, number> = { adult: input.party.adults, child: input.party.children, infant: input.party.infants };
  const perTraveler = PASSENGER_TYPES.filter((type) => counts[type] > 0).map((type) => {
    const price = allIn(fareFor(adult, type));
    return { type, count: counts[type], price, lineTotal: price * counts[type] };
  });
  const seatSelection = input.seatSelectionPrice * input.chosenSeats;
  const bags = sumOf(input.bags);
  const meals = sumOf(input.meals);
  const extras = seatSelection + bags + meals;
  // Each traveller's fare is floored at zero on its own, as the provider does.
  const fareTotal = perTraveler.reduce((s, t) => s + t.lineTotal, 0);
  return { ...partyFare(adult, input.party), perTraveler, seatSelection, bags, meals, extras, total: fareTotal + extras };
}
