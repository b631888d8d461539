// Hotel, chalet and taxi reservations as their services answer them, for the tests of the mapping and the list.
import type { StayReservationResponse } from "@/provider/contracts/stays";
import type { TaxiReservationResponse } from "@/provider/contracts/taxis";

const core = {
  status: "pending" as const,
  paymentStatus: "pending" as const,
  createdAt: "2030-01-01T10:00:00.000Z",
  holdExpiresAt: "2030-01-01T10:15:00.000Z",
  paidAt: null,
  cancelledAt: null,
  cancellationFee: null,
  refundAmount: null,
  payment: null,
};

export const hotelWire = (over: Partial<StayReservationResponse> = {}): StayReservationResponse => ({
  kind: "hotel",
  id: "h1",
  reference: "HT4K2P",
  ...core,
  stay: {
    propertyId: 12,
    name: { ar: "فندق المرجان", en: "Al Marjan Hotel" },
    city: { ar: "جدة", en: "Jeddah" },
    address: { ar: "طريق الكورنيش", en: "Corniche Road" },
    photo: null,
    room: { roomTypeId: 40, name: { ar: "غرفة ديلوكس", en: "Deluxe room" }, board: "breakfast", bedType: "king", number: "204" },
    checkIn: "2030-02-06",
    checkOut: "2030-02-08",
    checkInTime: "15:00",
    checkOutTime: "12:00",
    guests: 2,
    rules: null,
  },
  leadGuest: { fullName: "سارة أحمد", email: "sara@example.com", phone: "+966500000001" },
  specialRequests: null,
  breakdown: { nights: 2, weekendNights: 1, nightlyPrice: 50_000, weekendPrice: 60_000, base: 110_000, serviceFee: 5_500, tax: 17_325, total: 132_825, securityDeposit: null, currency: "SAR" },
  // Check-in 15:00 in Jeddah (UTC+3) is 12:00 UTC; free until two days before.
  cancellationTerms: { deadline: "2030-02-06T12:00:00.000Z", freeUntil: "2030-02-04T12:00:00.000Z", feeAmount: 63_000, feePercent: 0 },
  ...over,
});

export const chaletWire = (over: Partial<StayReservationResponse> = {}): StayReservationResponse =>
  hotelWire({
    kind: "chalet",
    id: "c1",
    reference: "CH9Q3M",
    stay: {
      propertyId: 5,
      name: { ar: "شاليه النخيل", en: "Palm Chalet" },
      city: { ar: "الرياض", en: "Riyadh" },
      address: { ar: "حي الملقا", en: "Al Malqa" },
      photo: null,
      room: null,
      checkIn: "2030-02-07",
      checkOut: "2030-02-09",
      checkInTime: "16:00",
      checkOutTime: "11:00",
      guests: 8,
      rules: {
        familiesOnly: true,
        noParties: true,
        quietHours: { from: "23:00", to: "08:00" },
        securityDeposit: 50_000,
        checkIn: { from: "16:00", until: "22:00" },
        checkOut: { from: "08:00", until: "11:00" },
      },
    },
    breakdown: { nights: 2, weekendNights: 2, nightlyPrice: 90_000, weekendPrice: 120_000, base: 240_000, serviceFee: 12_000, tax: 37_800, total: 289_800, securityDeposit: 50_000, currency: "SAR" },
    cancellationTerms: { deadline: "2030-02-07T13:00:00.000Z", freeUntil: null, feeAmount: 144_900, feePercent: 0 },
    ...over,
  });

export const taxiWire = (over: Partial<TaxiReservationResponse> = {}): TaxiReservationResponse => ({
  kind: "taxi",
  id: "t1",
  reference: "TX7B1C",
  ...core,
  transfer: {
    id: 3,
    airport: { code: "JED", name: { ar: "مطار الملك عبدالعزيز الدولي", en: "King Abdulaziz International Airport" }, timezone: "Asia/Riyadh" },
    area: { ar: "الكورنيش", en: "Corniche" },
    vehicleClass: "minivan",
    passengerGroup: "4-7",
    vehicle: { ar: "هيونداي H1 أو ما يماثلها", en: "Hyundai H1 or similar" },
    photo: null,
    freeWaitingMinutes: 60,
    meetAndGreet: true,
    durationMinutes: 35,
  },
  pickupAt: "2030-02-06T17:30:00.000Z",
  pickupLocal: { date: "2030-02-06", time: "20:30" },
  passengers: 4,
  bags: 3,
  childSeats: 1,
  flightNumber: "SV1234",
  leadPassenger: { fullName: "Sara Ahmed", email: "sara@example.com", phone: "+966500000001" },
  breakdown: { base: 20_000, serviceFee: 1_000, tax: 3_150, total: 24_150, currency: "SAR" },
  cancellationTerms: { deadline: "2030-02-06T17:30:00.000Z", freeUntil: "2030-02-05T17:30:00.000Z", feeAmount: null, feePercent: 100 },
  ...over,
});
