// What an add form starts with, and the form values of a saved record (its fields without the read-only counts).
import type { AdminAirport, AdminCompany, AdminMeal, AirportFormValues, CompanyFormValues, MealFormValues } from "@/provider/contracts/admin-catalogue";

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
