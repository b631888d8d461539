// Who drives the seeded transfers and where they meet arriving travellers (issue 22, point 6): one fictional supplier
// per airport, with a phone the voucher prints once paid, and each airport's meeting point in both languages.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { airports, taxiSuppliers, taxiTransfers } from "../schema";

type SupplierSeed = {
  nameAr: string;
  nameEn: string;
  phone: string;
  whatsapp: string | null;
  email: string | null;
  meetingAr: string;
  meetingEn: string;
};

const SIGN_AR = "السائق يحمل لوحة باسمك";
const SIGN_EN = "the driver holds a sign with your name";

/** By airport (IATA). Phones are E.164; the numbers are fictional. */
export const TAXI_SUPPLIERS: Record<string, SupplierSeed> = {
  RUH: {
    nameAr: "ليموزين النخبة الرياض",
    nameEn: "Elite Limousine Riyadh",
    phone: "+966550100101",
    whatsapp: "+966550100101",
    email: "ruh@elite-limousine.example",
    meetingAr: `صالة القدوم الدولية، الباب 2، بجوار مقهى ستاربكس — ${SIGN_AR}`,
    meetingEn: `International arrivals hall, door 2, by the Starbucks — ${SIGN_EN}`,
  },
  JED: {
    nameAr: "نقل البحر الأحمر",
    nameEn: "Red Sea Transfers",
    phone: "+966550100202",
    whatsapp: "+966550100202",
    email: "jed@redsea-transfers.example",
    meetingAr: `صالة القدوم في الصالة 1، مخرج الباب 3، بجوار ستاربكس — ${SIGN_AR}`,
    meetingEn: `Terminal 1 arrivals hall, exit door 3, by the Starbucks — ${SIGN_EN}`,
  },
  MED: {
    nameAr: "طيبة للتوصيل",
    nameEn: "Taibah Rides",
    phone: "+966550100303",
    whatsapp: "+966550100303",
    email: null,
    meetingAr: `صالة القدوم، أمام مكتب الاستعلامات — ${SIGN_AR}`,
    meetingEn: `Arrivals hall, in front of the information desk — ${SIGN_EN}`,
  },
  DMM: {
    nameAr: "ليموزين الخليج الشرقي",
    nameEn: "Eastern Gulf Limousine",
    phone: "+966550100404",
    whatsapp: null,
    email: "dmm@easterngulf.example",
    meetingAr: `صالة القدوم، الباب 4، بجوار محل الصرافة — ${SIGN_AR}`,
    meetingEn: `Arrivals hall, door 4, by the currency exchange — ${SIGN_EN}`,
  },
  ULH: {
    nameAr: "رحلات العلا",
    nameEn: "AlUla Journeys",
    phone: "+966550100505",
    whatsapp: "+966550100505",
    email: null,
    meetingAr: `مخرج صالة القدوم الوحيد — ${SIGN_AR}`,
    meetingEn: `The arrivals hall's single exit — ${SIGN_EN}`,
  },
  AHB: {
    nameAr: "نقل السودة",
    nameEn: "Al Soudah Transfers",
    phone: "+966550100606",
    whatsapp: null,
    email: null,
    meetingAr: `صالة القدوم، بجوار سير الحقائب 2 — ${SIGN_AR}`,
    meetingEn: `Arrivals hall, next to baggage belt 2 — ${SIGN_EN}`,
  },
  TIF: {
    nameAr: "ليموزين الورد",
    nameEn: "Al Ward Limousine",
    phone: "+966550100707",
    whatsapp: "+966550100707",
    email: null,
    meetingAr: `صالة القدوم، عند الباب الرئيسي — ${SIGN_AR}`,
    meetingEn: `Arrivals hall, at the main door — ${SIGN_EN}`,
  },
  DXB: {
    nameAr: "خور دبي للنقل",
    nameEn: "Creek Chauffeurs Dubai",
    phone: "+971501000808",
    whatsapp: "+971501000808",
    email: "dxb@creek-chauffeurs.example",
    meetingAr: `صالة القدوم في المبنى 3، نقطة الالتقاء B — ${SIGN_AR}`,
    meetingEn: `Terminal 3 arrivals, meeting point B — ${SIGN_EN}`,
  },
  CAI: {
    nameAr: "نيل للتوصيل",
    nameEn: "Nile Airport Rides",
    phone: "+201001000909",
    whatsapp: "+201001000909",
    email: null,
    meetingAr: `صالة القدوم في المبنى 2، بجوار بنك مصر — ${SIGN_AR}`,
    meetingEn: `Terminal 2 arrivals hall, by the Banque Misr booth — ${SIGN_EN}`,
  },
  AMM: {
    nameAr: "نقل عمّان الملكي",
    nameEn: "Amman Royal Transfers",
    phone: "+962791001010",
    whatsapp: "+962791001010",
    email: null,
    meetingAr: `صالة القدوم، بجوار مقهى كوستا — ${SIGN_AR}`,
    meetingEn: `Arrivals hall, by the Costa Coffee — ${SIGN_EN}`,
  },
};

/**
 * The suppliers and meeting points of the airports the catalogue has, once: a database with no supplier yet (a fresh
 * one, or one seeded before migration 0013) gets them; a transfer or an airport already given one keeps it.
 */
export async function seedTaxiSuppliersIfEmpty(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(taxiSuppliers);
  if ((row?.n ?? 0) > 0) return;
  const known = await db.select({ id: airports.id, code: airports.code }).from(airports);
  for (const { id: airportId, code } of known) {
    const s = TAXI_SUPPLIERS[code];
    if (!s) continue;
    const [supplier] = await db
      .insert(taxiSuppliers)
      .values({ nameAr: s.nameAr, nameEn: s.nameEn, phone: s.phone, whatsapp: s.whatsapp, email: s.email })
      .returning({ id: taxiSuppliers.id });
    await db
      .update(taxiTransfers)
      .set({ supplierId: supplier!.id })
      .where(and(eq(taxiTransfers.airportId, airportId), isNull(taxiTransfers.supplierId)));
    await db
      .update(airports)
      .set({ meetingPointAr: s.meetingAr, meetingPointEn: s.meetingEn })
      .where(and(eq(airports.id, airportId), isNull(airports.meetingPointAr), isNull(airports.meetingPointEn)));
  }
}
