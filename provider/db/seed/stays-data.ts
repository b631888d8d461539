// The stays catalogue's fixed data: destinations, hotel names and places, chalet districts, airport areas. Names
// are fictional; cities, districts and landmarks are real. ./stays.ts turns them into rows, deterministically.

export type CitySeed = {
  slug: string;
  nameAr: string;
  nameEn: string;
  country: "SA" | "AE" | "EG" | "JO";
  timezone: string;
  lat: number;
  lng: number;
  /** The landmark hotel distances are given to. */
  landmark: "haram" | "corniche" | "city-centre" | "old-town";
  /** The city's airport (IATA) for hotels' airport distance and for transfers. */
  airport: string;
  /** Price level of the city: multiplies every nightly price. */
  level: number;
  hotels: [ar: string, en: string, districtAr: string, districtEn: string][];
  chalets?: [districtAr: string, districtEn: string][];
  /** Transfer destinations from the airport: [slug, ar, en, km]. */
  areas: [string, string, string, number][];
};

export const COUNTRIES = {
  SA: { ar: "السعودية", en: "Saudi Arabia" },
  AE: { ar: "الإمارات", en: "United Arab Emirates" },
  EG: { ar: "مصر", en: "Egypt" },
  JO: { ar: "الأردن", en: "Jordan" },
} as const;

export const CITIES: CitySeed[] = [
  {
    slug: "riyadh",
    nameAr: "الرياض",
    nameEn: "Riyadh",
    country: "SA",
    timezone: "Asia/Riyadh",
    lat: 24.7136,
    lng: 46.6753,
    landmark: "city-centre",
    airport: "RUH",
    level: 1.1,
    hotels: [
      ["فندق برج النخيل", "Al Nakheel Tower Hotel", "العليا", "Al Olaya"],
      ["أجنحة رحّال التنفيذية", "Rahhal Executive Suites", "الملقا", "Al Malqa"],
      ["فندق قصر الدرعية", "Diriyah Palace Hotel", "الدرعية", "Diriyah"],
      ["نزل الواحة", "Al Waha Inn", "المربع", "Al Murabba"],
    ],
    chalets: [
      ["الثمامة", "Al Thumamah"],
      ["العمارية", "Al Ammariyah"],
      ["بنبان", "Banban"],
      ["الدرعية الجديدة", "New Diriyah"],
    ],
    areas: [
      ["olaya", "العليا", "Al Olaya", 35],
      ["kafd", "مركز الملك عبدالله المالي", "KAFD", 32],
      ["diriyah", "الدرعية", "Diriyah", 38],
      ["malqa", "الملقا", "Al Malqa", 22],
    ],
  },
  {
    slug: "jeddah",
    nameAr: "جدة",
    nameEn: "Jeddah",
    country: "SA",
    timezone: "Asia/Riyadh",
    lat: 21.5433,
    lng: 39.1728,
    landmark: "corniche",
    airport: "JED",
    level: 1.0,
    hotels: [
      ["فندق كورنيش البحر الأحمر", "Red Sea Corniche Hotel", "الكورنيش", "Corniche"],
      ["فندق البلد التاريخي", "Al Balad Heritage Hotel", "البلد", "Al Balad"],
      ["أجنحة الروضة", "Al Rawdah Suites", "الروضة", "Al Rawdah"],
      ["منتجع أبحر", "Obhur Beach Resort", "أبحر الشمالية", "North Obhur"],
    ],
    chalets: [
      ["أبحر الشمالية", "North Obhur"],
      ["الشراع", "Al Shira'a"],
      ["درة العروس", "Durrat Al Arus"],
    ],
    areas: [
      ["corniche", "الكورنيش", "Corniche", 25],
      ["balad", "البلد", "Al Balad", 30],
      ["obhur", "أبحر", "Obhur", 20],
      ["makkah-haram", "مكة المكرمة - الحرم", "Makkah - Haram", 95],
    ],
  },
  {
    slug: "makkah",
    nameAr: "مكة المكرمة",
    nameEn: "Makkah",
    country: "SA",
    timezone: "Asia/Riyadh",
    lat: 21.4225,
    lng: 39.8262,
    landmark: "haram",
    airport: "JED",
    level: 1.3,
    hotels: [
      ["فندق إطلالة الحرم", "Haram View Hotel", "أجياد", "Ajyad"],
      ["فندق أبراج الصفا", "Al Safa Towers Hotel", "العزيزية", "Al Aziziyah"],
      ["فندق دار الإيمان", "Dar Al Iman Hotel", "إبراهيم الخليل", "Ibrahim Al Khalil"],
      ["فندق جبل عمر", "Jabal Omar Hotel", "جبل عمر", "Jabal Omar"],
      ["نزل الضيافة", "Al Diyafa Inn", "ششة", "Shisha"],
    ],
    areas: [],
  },
  {
    slug: "madinah",
    nameAr: "المدينة المنورة",
    nameEn: "Madinah",
    country: "SA",
    timezone: "Asia/Riyadh",
    lat: 24.4672,
    lng: 39.6111,
    landmark: "haram",
    airport: "MED",
    level: 1.15,
    hotels: [
      ["فندق الساحة المركزية", "Central Plaza Hotel", "المنطقة المركزية", "Central Area"],
      ["فندق نسائم قباء", "Quba Breeze Hotel", "قباء", "Quba"],
      ["فندق دار الهجرة", "Dar Al Hijra Hotel", "المنطقة المركزية", "Central Area"],
    ],
    areas: [
      ["haram", "المسجد النبوي", "Prophet's Mosque", 18],
      ["quba", "قباء", "Quba", 22],
      ["uhud", "أحد", "Uhud", 14],
    ],
  },
  {
    slug: "dammam",
    nameAr: "الدمام",
    nameEn: "Dammam",
    country: "SA",
    timezone: "Asia/Riyadh",
    lat: 26.4207,
    lng: 50.0888,
    landmark: "corniche",
    airport: "DMM",
    level: 0.9,
    hotels: [
      ["فندق خليج الدمام", "Dammam Gulf Hotel", "الكورنيش", "Corniche"],
      ["أجنحة الشاطئ", "Al Shati Suites", "الشاطئ", "Al Shati"],
      ["فندق الفيصلية", "Al Faisaliyah Hotel", "الفيصلية", "Al Faisaliyah"],
    ],
    chalets: [
      ["نصف القمر", "Half Moon Bay"],
      ["الشاطئ", "Al Shati"],
      ["الفناتير", "Al Fanateer"],
    ],
    areas: [
      ["corniche", "كورنيش الدمام", "Dammam Corniche", 40],
      ["khobar", "الخبر", "Al Khobar", 50],
      ["dhahran", "الظهران", "Dhahran", 45],
    ],
  },
  {
    slug: "khobar",
    nameAr: "الخبر",
    nameEn: "Al Khobar",
    country: "SA",
    timezone: "Asia/Riyadh",
    lat: 26.2172,
    lng: 50.1971,
    landmark: "corniche",
    airport: "DMM",
    level: 0.95,
    hotels: [
      ["فندق كورنيش الخبر", "Khobar Corniche Hotel", "الكورنيش", "Corniche"],
      ["أجنحة العقربية", "Al Aqrabiyah Suites", "العقربية", "Al Aqrabiyah"],
      ["فندق جسر البحرين", "Causeway View Hotel", "الراكة", "Al Rakah"],
    ],
    chalets: [
      ["نصف القمر", "Half Moon Bay"],
      ["العزيزية", "Al Aziziyah"],
    ],
    areas: [],
  },
  {
    slug: "alula",
    nameAr: "العُلا",
    nameEn: "AlUla",
    country: "SA",
    timezone: "Asia/Riyadh",
    lat: 26.6174,
    lng: 37.9216,
    landmark: "old-town",
    airport: "ULH",
    level: 1.6,
    hotels: [
      ["منتجع وادي عشار", "Ashar Valley Resort", "وادي عشار", "Ashar Valley"],
      ["نزل البلدة القديمة", "Old Town Lodge", "البلدة القديمة", "Old Town"],
      ["مخيم الحجر", "Hegra Desert Camp", "الحجر", "Hegra"],
    ],
    chalets: [
      ["وادي عشار", "Ashar Valley"],
      ["المعتدل", "Al Mutadil"],
    ],
    areas: [
      ["old-town", "البلدة القديمة", "Old Town", 38],
      ["ashar", "وادي عشار", "Ashar Valley", 30],
      ["hegra", "الحجر", "Hegra", 50],
    ],
  },
  {
    slug: "abha",
    nameAr: "أبها",
    nameEn: "Abha",
    country: "SA",
    timezone: "Asia/Riyadh",
    lat: 18.2164,
    lng: 42.5053,
    landmark: "city-centre",
    airport: "AHB",
    level: 0.85,
    hotels: [
      ["فندق قمم السودة", "Al Soudah Peaks Hotel", "السودة", "Al Soudah"],
      ["فندق الضباب", "Al Dabab Hotel", "الضباب", "Al Dabab"],
      ["نزل المفتاحة", "Al Muftaha Inn", "المفتاحة", "Al Muftaha"],
    ],
    chalets: [
      ["السودة", "Al Soudah"],
      ["الحبلة", "Al Habala"],
      ["تمنية", "Tamniah"],
    ],
    areas: [
      ["centre", "وسط أبها", "Abha centre", 25],
      ["soudah", "السودة", "Al Soudah", 45],
      ["khamis", "خميس مشيط", "Khamis Mushait", 15],
    ],
  },
  {
    slug: "taif",
    nameAr: "الطائف",
    nameEn: "Taif",
    country: "SA",
    timezone: "Asia/Riyadh",
    lat: 21.2703,
    lng: 40.4158,
    landmark: "city-centre",
    airport: "TIF",
    level: 0.85,
    hotels: [
      ["فندق الشفا", "Al Shafa Hotel", "الشفا", "Al Shafa"],
      ["فندق حدائق الورد", "Rose Gardens Hotel", "الهدا", "Al Hada"],
      ["نزل شبرا", "Shubra Inn", "شبرا", "Shubra"],
    ],
    chalets: [
      ["الهدا", "Al Hada"],
      ["الشفا", "Al Shafa"],
    ],
    areas: [
      ["centre", "وسط الطائف", "Taif centre", 28],
      ["hada", "الهدا", "Al Hada", 40],
      ["shafa", "الشفا", "Al Shafa", 55],
    ],
  },
  {
    slug: "dubai",
    nameAr: "دبي",
    nameEn: "Dubai",
    country: "AE",
    timezone: "Asia/Dubai",
    lat: 25.2048,
    lng: 55.2708,
    landmark: "city-centre",
    airport: "DXB",
    level: 1.4,
    hotels: [
      ["فندق مرسى الخليج", "Gulf Marina Hotel", "دبي مارينا", "Dubai Marina"],
      ["أجنحة وسط المدينة", "Downtown Suites", "وسط مدينة دبي", "Downtown Dubai"],
      ["فندق خور دبي", "Dubai Creek Hotel", "ديرة", "Deira"],
      ["منتجع النخلة", "Palm Shore Resort", "نخلة جميرا", "Palm Jumeirah"],
    ],
    areas: [
      ["downtown", "وسط مدينة دبي", "Downtown Dubai", 15],
      ["marina", "دبي مارينا", "Dubai Marina", 35],
      ["deira", "ديرة", "Deira", 8],
      ["palm", "نخلة جميرا", "Palm Jumeirah", 33],
    ],
  },
  {
    slug: "cairo",
    nameAr: "القاهرة",
    nameEn: "Cairo",
    country: "EG",
    timezone: "Africa/Cairo",
    lat: 30.0444,
    lng: 31.2357,
    landmark: "city-centre",
    airport: "CAI",
    level: 0.6,
    hotels: [
      ["فندق ضفاف النيل", "Nile Banks Hotel", "جاردن سيتي", "Garden City"],
      ["فندق إطلالة الأهرام", "Pyramids View Hotel", "الجيزة", "Giza"],
      ["فندق الزمالك", "Zamalek Boutique Hotel", "الزمالك", "Zamalek"],
      ["أجنحة مصر الجديدة", "Heliopolis Suites", "مصر الجديدة", "Heliopolis"],
    ],
    areas: [
      ["downtown", "وسط البلد", "Downtown Cairo", 22],
      ["giza", "الجيزة - الأهرامات", "Giza - Pyramids", 45],
      ["zamalek", "الزمالك", "Zamalek", 20],
      ["new-cairo", "القاهرة الجديدة", "New Cairo", 18],
    ],
  },
  {
    slug: "amman",
    nameAr: "عمّان",
    nameEn: "Amman",
    country: "JO",
    timezone: "Asia/Amman",
    lat: 31.9539,
    lng: 35.9106,
    landmark: "old-town",
    airport: "AMM",
    level: 0.8,
    hotels: [
      ["فندق جبل عمّان", "Jabal Amman Hotel", "جبل عمّان", "Jabal Amman"],
      ["فندق العبدلي", "Abdali Hotel", "العبدلي", "Abdali"],
      ["نزل اللويبدة", "Weibdeh Inn", "اللويبدة", "Weibdeh"],
    ],
    areas: [
      ["abdali", "العبدلي", "Abdali", 35],
      ["jabal-amman", "جبل عمّان", "Jabal Amman", 33],
      ["dead-sea", "البحر الميت", "Dead Sea", 60],
    ],
  },
];

/** A room type template: [ar, en, capacity, bed, board, sqm, price factor, refundable free days or null]. */
export const ROOM_TYPES: [
  string,
  string,
  number,
  "king" | "queen" | "twin" | "double" | "single" | "family",
  "room-only" | "breakfast" | "half-board",
  number,
  number,
  number | null,
][] = [
  ["غرفة قياسية", "Standard Room", 2, "queen", "room-only", 24, 1, 2],
  ["غرفة ديلوكس بسريرين", "Deluxe Twin Room", 2, "twin", "breakfast", 30, 1.3, 3],
  ["غرفة عائلية", "Family Room", 4, "family", "breakfast", 42, 1.8, 5],
  ["جناح تنفيذي", "Executive Suite", 3, "king", "half-board", 60, 2.6, null],
  ["غرفة اقتصادية غير قابلة للاسترداد", "Saver Room, non-refundable", 2, "double", "room-only", 22, 0.85, null],
];

// The amenity keys the admin forms offer and the contracts accept (the site names them in `Stays.amenities`).
export { HOTEL_AMENITY_KEYS as HOTEL_AMENITIES } from "../../contracts/admin-hotels";
export { CHALET_AMENITY_KEYS as CHALET_AMENITIES } from "../../contracts/admin-chalets";
