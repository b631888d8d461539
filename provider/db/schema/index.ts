export * from "./accounts";
export * from "./content";
export * from "./flights";
export * from "./reservations";
