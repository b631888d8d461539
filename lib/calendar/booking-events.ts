// What a paid booking puts in a traveller's calendar: each flight leg from take-off to landing, a stay from check-in to
// check-out, a transfer from pickup for its drive time, an offer's trip as whole days. Times are the place's own.
import type { DocumentViews } from "@/lib/provider/bookings";
import type { BookingKind } from "@/lib/reservations/kinds";
import { clockDateTime, type DateTimeFormatter } from "@/lib/format/clock";
import { localInstant, type CalendarEvent } from "./ics";

/** The Calendar namespace's messages. */
export type CalendarTexts = (key: string, values?: Record<string, string>) => string;

type Context = { t: CalendarTexts; format: DateTimeFormatter; documentUrl: string };

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const lines = (...parts: (string | null | false)[]) => parts.filter(Boolean).join("\n");

export function bookingEvents(document: DocumentViews[BookingKind], { t, format, documentUrl }: Context): CalendarEvent[] {
  const uid = (n: number) => `${document.id}-${n}@rahhal`;
  const reference = t("reference", { reference: document.reference });
  const documentLine = t(document.kind === "flight" ? "ticketLink" : "voucherLink", { url: documentUrl });
  const local = (iso: string, zone: string) => clockDateTime(format, iso, zone, { weekday: "short", day: "numeric", month: "short" });
  switch (document.kind) {
    case "flight": {
      // A round trip is one booking with two legs: one event per flight, both in the one file.
      const legs = [document.flight, ...(document.returnLeg ? [document.returnLeg.flight] : [])];
      return legs.map((flight, i) => {
        const place = (a: typeof flight.from) => `${a.name} (${a.code})`;
        return {
          uid: uid(i + 1),
          summary: t("flightTitle", { number: flight.flightNumber, from: flight.from.code, to: flight.to.code }),
          description: lines(
            reference,
            t("departs", { time: local(flight.departureAt, flight.from.timezone), city: flight.from.city, airport: place(flight.from) }),
            flight.from.terminal ? t("terminal", { terminal: flight.from.terminal }) : null,
            t("arrives", { time: local(flight.arrivalAt, flight.to.timezone), city: flight.to.city, airport: place(flight.to) }),
            documentLine,
          ),
          location: place(flight.from),
          start: flight.departureAt,
          end: flight.arrivalAt,
          timeZone: flight.from.timezone,
          url: documentUrl,
        };
      });
    }
    case "hotel":
    case "chalet": {
      const { stay } = document;
      return [
        {
          uid: uid(1),
          summary: t("stayTitle", { name: stay.name }),
          description: lines(
            reference,
            t("checkIn", { time: local(localInstant(stay.checkIn, stay.checkInTime, stay.timeZone), stay.timeZone) }),
            t("checkOut", { time: local(localInstant(stay.checkOut, stay.checkOutTime, stay.timeZone), stay.timeZone) }),
            documentLine,
          ),
          location: `${stay.name}, ${stay.address}, ${stay.city}`,
          start: localInstant(stay.checkIn, stay.checkInTime, stay.timeZone),
          end: localInstant(stay.checkOut, stay.checkOutTime, stay.timeZone),
          timeZone: stay.timeZone,
          url: documentUrl,
        },
      ];
    }
    case "taxi": {
      const { transfer } = document;
      const airport = `${transfer.airport.name} (${transfer.airport.code})`;
      return [
        {
          uid: uid(1),
          summary: t("taxiTitle", { airport: transfer.airport.code, area: transfer.area }),
          description: lines(
            reference,
            t("pickup", { time: local(document.pickupAt, transfer.airport.timezone), airport }),
            transfer.meetingPoint ? t("meetingPoint", { place: transfer.meetingPoint }) : null,
            transfer.supplier?.contact ? t("driverPhone", { name: transfer.supplier.name, phone: transfer.supplier.contact.phone }) : null,
            documentLine,
          ),
          location: transfer.meetingPoint ? `${airport} — ${transfer.meetingPoint}` : airport,
          start: document.pickupAt,
          end: new Date(Date.parse(document.pickupAt) + transfer.durationMinutes * 60_000).toISOString(),
          timeZone: transfer.airport.timezone,
          url: documentUrl,
        },
      ];
    }
    case "offer": {
      const { offer, trip } = document;
      if (!trip) return [];
      return [
        {
          uid: uid(1),
          summary: offer.title,
          description: lines(reference, t("offerBy", { provider: offer.providerName }), documentLine),
          location: offer.destinationCity ?? offer.destination,
          start: trip.travelDate,
          end: dayAfter(trip.endDate),
          timeZone: null,
          url: documentUrl,
        },
      ];
    }
  }
}
