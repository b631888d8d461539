// The home page's popular destinations: a city's airport (the flight search's `to`), its names and a picture drawn by
// scripts/generate-offer-images.mjs (public/images/destinations/). Their "from" prices are read from the flights.
import type { Db } from "../client";
import { destinations } from "../schema";

export const SEED_DESTINATIONS: Omit<typeof destinations.$inferInsert, "id" | "createdAt" | "updatedAt" | "isActive">[] = [
  {
    airportCode: "JED",
    cityAr: "جدة",
    cityEn: "Jeddah",
    countryAr: "السعودية",
    countryEn: "Saudi Arabia",
    image: "/images/destinations/jeddah.jpg",
    sortOrder: 1,
  },
  {
    airportCode: "RUH",
    cityAr: "الرياض",
    cityEn: "Riyadh",
    countryAr: "السعودية",
    countryEn: "Saudi Arabia",
    image: "/images/destinations/riyadh.jpg",
    sortOrder: 2,
  },
  {
    airportCode: "DXB",
    cityAr: "دبي",
    cityEn: "Dubai",
    countryAr: "الإمارات العربية المتحدة",
    countryEn: "United Arab Emirates",
    image: "/images/destinations/dubai.jpg",
    sortOrder: 3,
  },
  { airportCode: "CAI", cityAr: "القاهرة", cityEn: "Cairo", countryAr: "مصر", countryEn: "Egypt", image: "/images/destinations/cairo.jpg", sortOrder: 4 },
  {
    airportCode: "IST",
    cityAr: "إسطنبول",
    cityEn: "Istanbul",
    countryAr: "تركيا",
    countryEn: "Türkiye",
    image: "/images/destinations/istanbul.jpg",
    sortOrder: 5,
  },
  {
    airportCode: "ULH",
    cityAr: "العُلا",
    cityEn: "AlUla",
    countryAr: "السعودية",
    countryEn: "Saudi Arabia",
    image: "/images/destinations/alula.jpg",
    sortOrder: 6,
  },
  {
    airportCode: "AHB",
    cityAr: "أبها",
    cityEn: "Abha",
    countryAr: "السعودية",
    countryEn: "Saudi Arabia",
    image: "/images/destinations/abha.jpg",
    sortOrder: 7,
  },
  {
    airportCode: "SSH",
    cityAr: "شرم الشيخ",
    cityEn: "Sharm El Sheikh",
    countryAr: "مصر",
    countryEn: "Egypt",
    image: "/images/destinations/sharm-el-sheikh.jpg",
    sortOrder: 8,
  },
];

export async function seedDestinations(db: Db): Promise<void> {
  await db.insert(destinations).values(SEED_DESTINATIONS);
}
