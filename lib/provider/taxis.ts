// Airport taxis from the provider (places and search): the only module that knows the taxis service's read paths;
// wire shapes are mapped to the app's own types here. Read per request (vehicles left change with every booking).
import "server-only";
import { cache } from "react";
import type { Locale } from "@/lib/i18n/routing";
import type { Href } from "@/lib/i18n/typed-routes";
import { safeImage } from "@/lib/http/safe-url";
import { taxiSearchFromArrival, taxiSearchHref } from "@/lib/taxis/search-params";
import type { CancellationTerms } from "@/provider/contracts/booking-core";
import { BAGGAGE_ALLOWANCE } from "@/provider/contracts/flight-rules";
import type { TaxLine } from "@/provider/contracts/taxes";
import {
  transferPlacesResponse,
  transferSearchResponse,
  type PASSENGER_GROUPS,
  type TransferItem,
  type TransferPlace,
  type TransferSearchQuery,
  type TransferSearchResponse,
  type VEHICLE_CLASSES,
} from "@/provider/contracts/taxis";
import { providerRequest, ProviderRequestError } from "./client";
import type { TicketView } from "@/lib/reservations/reservations-map";

export type VehicleClass = (typeof VEHICLE_CLASSES)[number];
export type PassengerGroup = (typeof PASSENGER_GROUPS)[number];

/** An airport with the destination areas its transfers serve. */
export type TaxiAirport = { code: string; name: string; city: string; timezone: string; areas: { slug: string; name: string }[] };

/** The price of one vehicle, SAR minor units: the ride, the service fee, the named taxes of the airport's country and what is paid. */
export type TaxiPrice = { base: number; serviceFee: number; tax: number; taxes: TaxLine[]; total: number };

export type TaxiVehicle = {
  /** The transfer's id: what a booking names. */
  id: number;
  airport: { code: string; name: string };
  area: { slug: string; name: string };
  vehicleClass: VehicleClass;
  passengerGroup: PassengerGroup;
  /** "Toyota Camry or similar", in the page's language. */
  model: string;
  photo: string | null;
  maxPassengers: number;
  maxBags: number;
  distanceKm: number;
  durationMinutes: number;
  freeWaitingMinutes: number;
  meetAndGreet: boolean;
  childSeats: number;
  /** Vehicles of this class still free in the pickup's 30-minute slot; 0 is sold out for that time. */
  vehiclesLeft: number;
  /** No vehicle of this class runs at this pickup time (the operator closed it): not bookable whatever is left. */
  closed: boolean;
  price: TaxiPrice;
};

export type TaxiResults = {
  pickupAt: string;
  freeCancellationUntil: string;
  /** The cancellation terms a booking of this pickup gets, as the voucher will print them. */
  cancellationTerms: CancellationTerms;
  vehicles: TaxiVehicle[];
};

/** A search's answer: vehicles, the provider's field errors (Validation keys per field), or a failure to show. */
export type TaxiSearchOutcome =
  { kind: "ok"; results: TaxiResults } | { kind: "invalid"; message: string; fields: Record<string, string> } | { kind: "error"; message: string };

export function toTaxiAirport(wire: TransferPlace): TaxiAirport {
  return {
    code: wire.airport.code,
    name: wire.airport.name,
    city: wire.airport.city,
    timezone: wire.airport.timezone,
    areas: wire.areas.map((a) => ({ slug: a.slug, name: a.name })),
  };
}

export function toTaxiVehicle(wire: TransferItem): TaxiVehicle {
  return {
    id: wire.id,
    airport: { code: wire.airport.code, name: wire.airport.name },
    area: { slug: wire.area.slug, name: wire.area.name },
    vehicleClass: wire.vehicleClass,
    passengerGroup: wire.passengerGroup,
    model: wire.vehicle,
    photo: safeImage(wire.photo),
    maxPassengers: wire.maxPassengers,
    maxBags: wire.maxBags,
    distanceKm: wire.distanceKm,
    durationMinutes: wire.durationMinutes,
    freeWaitingMinutes: wire.freeWaitingMinutes,
    meetAndGreet: wire.meetAndGreet,
    childSeats: wire.childSeats,
    vehiclesLeft: Math.max(0, wire.vehiclesLeft),
    closed: wire.closed,
    price: { base: wire.quote.base, serviceFee: wire.quote.serviceFee, tax: wire.quote.tax, taxes: wire.quote.taxes, total: wire.quote.total },
  };
}

export function toTaxiResults(wire: TransferSearchResponse): TaxiResults {
  return {
    pickupAt: wire.pickupAt,
    freeCancellationUntil: wire.freeCancellationUntil,
    cancellationTerms: { ...wire.cancellationTerms },
    vehicles: wire.items.map(toTaxiVehicle),
  };
}

/** The parsed query as the provider reads it. */
export function transferSearchParams(q: TransferSearchQuery): Record<string, string | number> {
  return { airport: q.airport, area: q.area, date: q.date, time: q.time, passengers: q.passengers, bags: q.bags };
}

/**
 * The e-ticket's "book a taxi from the airport": the search at the arrival airport from the landing time (rounded up
 * to the next pickup slot) for everyone with a seat, with the bags they check in (the fare's allowance for each adult
 * and child, and the extra bags bought) and the flight number, which the booking step fills in for the driver.
 * Whether that airport has transfers is the search page's to say.
 */
export function taxiLinkForTicket(ticket: Pick<TicketView, "flight" | "travelers" | "bags">): Href {
  const { to, arrivalAt, flightNumber } = ticket.flight;
  const seated = ticket.travelers.filter((t) => t.type !== "infant" || t.seatNumber !== null).length;
  const withAllowance = ticket.travelers.filter((t) => t.type !== "infant").length;
  const bags = withAllowance * BAGGAGE_ALLOWANCE.checked.pieces + ticket.bags.reduce((n, bag) => n + bag.quantity, 0);
  return taxiSearchHref(taxiSearchFromArrival({ airport: to.code, at: arrivalAt, timezone: to.timezone, flight: flightNumber }, seated, bags));
}

/** Airports with transfers and their destination areas, for the search form. */
export const getTaxiAirports = cache(async (locale: Locale): Promise<TaxiAirport[]> => {
  const wire = await providerRequest("taxis", "api/Transfers/Places", { locale, schema: transferPlacesResponse });
  return wire.map(toTaxiAirport);
});

export const searchTaxis = cache(async (q: TransferSearchQuery, locale: Locale): Promise<TaxiSearchOutcome> => {
  try {
    const wire = await providerRequest("taxis", "api/Transfers/Search", { locale, query: transferSearchParams(q), schema: transferSearchResponse });
    return { kind: "ok", results: toTaxiResults(wire) };
  } catch (error) {
    if (error instanceof ProviderRequestError) {
      if (error.status === 400 && error.fields) return { kind: "invalid", message: error.message, fields: error.fields };
      return { kind: "error", message: error.message };
    }
    throw error;
  }
});
