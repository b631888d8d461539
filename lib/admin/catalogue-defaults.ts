// What an add form starts with, and the form values of a saved record (its fields without the read-only counts).
import type { AdminAirport, AdminCompany, AdminMeal, AirportFormValues, CompanyFormValues, MealFormValues } from "@/provider/contracts/admin-catalogue";
import type { AdminTransfer, TransferFormValues } from "@/provider/contracts/admin-transfers";

export const NEW_AIRPORT: AirportFormValues = {
  code: "",
  nameAr: "",
  nameEn: "",
  cityAr: "",
  cityEn: "",
  countryAr: "",
  countryEn: "",
  countryCode: "",
  timezone: "Asia/Riyadh",
  image: null,
  meetingPointAr: null,
  meetingPointEn: null,
};
export const airportValues = ({ id: _id, flightCount: _count, ...values }: AdminAirport): AirportFormValues => values;

export const NEW_COMPANY: CompanyFormValues = { code: "", nameAr: "", nameEn: "", locationAr: "", locationEn: "", logo: null };
export const companyValues = ({ id: _id, flightCount: _count, ...values }: AdminCompany): CompanyFormValues => values;

export const NEW_MEAL: MealFormValues = { nameAr: "", nameEn: "", kind: "standard", price: 0, image: null };
export const mealValues = ({ id: _id, flightCount: _count, ...values }: AdminMeal): MealFormValues => values;

/** A sedan for 1–3 with Welcome Pickups' usual terms (an hour's free waiting, meet and greet); the rest is the admin's. */
export const NEW_TRANSFER: TransferFormValues = {
  airportCode: "",
  area: "",
  areaAr: "",
  areaEn: "",
  vehicleClass: "sedan",
  vehicleAr: "",
  vehicleEn: "",
  photo: null,
  maxPassengers: 3,
  maxBags: 3,
  childSeats: 0,
  price: 0,
  distanceKm: 0,
  durationMinutes: 0,
  freeWaitingMinutes: 60,
  meetAndGreet: true,
  vehiclesPerSlot: 2,
};
export const transferValues = ({
  id: _id,
  bookingCount: _count,
  passengerGroup: _group,
  archived: _archived,
  slots: _slots,
  ...values
}: AdminTransfer): TransferFormValues => values;
