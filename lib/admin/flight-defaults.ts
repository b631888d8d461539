// The flight form's values: a new flight's starting point, and an existing flight's edit shape as the form holds it.
import type { AdminFlight, FlightFormValues } from "@/provider/contracts/admin-flights";

/** A new flight: one economy class and one basic ticket type to start from (§5 wants at least one of each). */
export function newFlightValues(date: string): FlightFormValues {
  return {
    flightNumber: "",
    date,
    departureTime: "",
    arrivalDate: date,
    arrivalTime: "",
    // NaN: nothing chosen yet (the selects show "Choose…", the schema answers "required").
    companyId: Number.NaN,
    planeId: Number.NaN,
    departureAirportId: Number.NaN,
    arrivalAirportId: Number.NaN,
    departureTerminalAr: "",
    departureTerminalEn: "",
    departureGate: "",
    arrivalTerminalAr: "",
    arrivalTerminalEn: "",
    arrivalGate: "",
    seatSelectionPrice: 0,
    status: "scheduled",
    tax: 0,
    serviceFees: 0,
    discount: 0,
    profit: 0,
    termsAr: "",
    termsEn: "",
    notesAr: "",
    notesEn: "",
    bookingTicketPrice: null,
    classes: [{ class: "economy", price: Number.NaN }],
    stops: [],
    tickets: [{ nameAr: "", nameEn: "", price: 0, descriptionAr: "", descriptionEn: "", editable: false, editFees: 0, refundable: false }],
    bags: [],
    mealIds: [],
  };
}

/** What the form holds of a saved flight: its fields, without what the provider adds (usage, seats, computed price). */
export function flightFormValues(flight: AdminFlight): FlightFormValues {
  const { id: _id, computedBookingTicketPrice, activeReservations: _active, ...fields } = flight;
  return {
    ...fields,
    departureTerminalAr: fields.departureTerminalAr ?? "",
    departureTerminalEn: fields.departureTerminalEn ?? "",
    departureGate: fields.departureGate ?? "",
    arrivalTerminalAr: fields.arrivalTerminalAr ?? "",
    arrivalTerminalEn: fields.arrivalTerminalEn ?? "",
    arrivalGate: fields.arrivalGate ?? "",
    // A price equal to the computed one is the computed one: it follows later price changes.
    bookingTicketPrice: flight.bookingTicketPrice === computedBookingTicketPrice ? null : flight.bookingTicketPrice,
    classes: flight.classes.map(({ class: cls, price }) => ({ class: cls, price })),
    tickets: flight.tickets.map(({ inUse: _inUse, ...ticket }) => ticket),
    bags: flight.bags.map(({ inUse: _inUse, ...bag }) => bag),
  };
}
