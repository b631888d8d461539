// The ids of the offer form's trip fields: the form focuses the first refused one, before their code has loaded.
export const TRIP_FIELD_IDS = { travelDate: "offer-travel-date", nights: "offer-nights", travelers: "offer-traveler-0" } as const;
export const travelerNameId = (index: number) => `offer-traveler-${index}`;
