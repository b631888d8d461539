export * from "./accounts";
export * from "./content";
export * from "./offers";
export * from "./destinations";
export * from "./flights";
export * from "./reservations";
export * from "./reservation-details";
export * from "./rate-limits";
