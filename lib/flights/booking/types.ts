// App-side view types of one flight, its seat map and the booking party. lib/provider/flight-details.ts
// maps the provider's wire shapes to these; components only see these.
import type { FareClass, FlightStatus, PassengerType } from "@/provider/contracts/flights";

export type AirportView = {
  code: string;
  name: string;
  city: string;
  country: string;
  timezone: string;
  terminal: string | null;
  gate: string | null;
};

export type StopView = { code: string; name: string; city: string; timezone: string; durationMinutes: number };

export type FareClassView = {
  fareClass: FareClass;
  /** Base class price per adult (SAR minor units). */
  price: number;
  /** All-in adult price with the cheapest fare type. */
  adultPrice: number;
  seatsAvailable: number;
  seatCapacity: number;
};

export type FareTypeView = {
  id: number;
  name: string;
  description: string;
  /** Added to the class price per traveller. */
  price: number;
  editable: boolean;
  editFees: number;
  refundable: boolean;
  /** The share of the ticket price a cancellation costs under this fare (100: non-refundable). */
  cancellationFeePercent: number;
};

export type BagView = { id: number; weightKg: number; price: number };
export type MealView = { id: number; name: string; kind: "standard" | "special" | "dietary"; price: number; image: string | null; requestDeadline: string };

export type FlightView = {
  id: string;
  flightNumber: string;
  /** Local departure date (YYYY-MM-DD): passenger ages are taken on it. */
  date: string;
  status: FlightStatus;
  departureAt: string;
  arrivalAt: string;
  durationMinutes: number;
  airline: { code: string; name: string; logo: string | null; location: string };
  planeModel: string;
  from: AirportView;
  to: AirportView;
  stops: StopView[];
  classes: FareClassView[];
  fareTypes: FareTypeView[];
  bags: BagView[];
  meals: MealView[];
  seatSelectionPrice: number;
  /** Per adult. */
  tax: number;
  serviceFees: number;
  discount: number;
  terms: string;
  notes: string;
  cancellationDeadline: string;
};

export type SeatView = { id: number; seatNumber: string; row: number; column: string; fareClass: FareClass; taken: boolean };

export type CabinView = {
  fareClass: FareClass;
  /** Column letters split into aisle groups, e.g. [["A","B","C"],["D","E","F"]]. */
  columnGroups: string[][];
  rows: { row: number; seats: Record<string, SeatView> }[];
};

export type SeatMapView = { planeModel: string; seatSelectionPrice: number; cabins: CabinView[] };

export type TravelerSlot = { index: number; type: PassengerType; ordinal: number };
