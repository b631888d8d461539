// Reference data of the flight seed: real airports and airlines of the region, plane layouts, meals, routes.

export type AirportSeed = {
  code: string;
  nameEn: string;
  nameAr: string;
  cityEn: string;
  cityAr: string;
  countryEn: string;
  countryAr: string;
  countryCode: string;
  timezone: string;
  terminals: TerminalSeed[];
};

/** A terminal's name in both languages: numbers and letters read the same, names are translated. */
export type TerminalSeed = { en: string; ar: string };
const same = (...names: string[]): TerminalSeed[] => names.map((name) => ({ en: name, ar: name }));
const MAIN: TerminalSeed = { en: "Main", ar: "الرئيسية" };
const NORTH: TerminalSeed = { en: "North", ar: "الشمالية" };

const SA = { countryEn: "Saudi Arabia", countryAr: "السعودية", countryCode: "SA", timezone: "Asia/Riyadh" };
const AE = { countryEn: "United Arab Emirates", countryAr: "الإمارات العربية المتحدة", countryCode: "AE", timezone: "Asia/Dubai" };
const EG = { countryEn: "Egypt", countryAr: "مصر", countryCode: "EG", timezone: "Africa/Cairo" };

export const AIRPORTS: AirportSeed[] = [
  {
    code: "RUH",
    nameEn: "King Khalid International Airport",
    nameAr: "مطار الملك خالد الدولي",
    cityEn: "Riyadh",
    cityAr: "الرياض",
    ...SA,
    terminals: same("2", "3", "4", "5"),
  },
  {
    code: "JED",
    nameEn: "King Abdulaziz International Airport",
    nameAr: "مطار الملك عبدالعزيز الدولي",
    cityEn: "Jeddah",
    cityAr: "جدة",
    ...SA,
    terminals: [...same("1"), NORTH],
  },
  { code: "DMM", nameEn: "King Fahd International Airport", nameAr: "مطار الملك فهد الدولي", cityEn: "Dammam", cityAr: "الدمام", ...SA, terminals: [MAIN] },
  {
    code: "MED",
    nameEn: "Prince Mohammad bin Abdulaziz International Airport",
    nameAr: "مطار الأمير محمد بن عبدالعزيز الدولي",
    cityEn: "Madinah",
    cityAr: "المدينة المنورة",
    ...SA,
    terminals: [MAIN],
  },
  { code: "AHB", nameEn: "Abha International Airport", nameAr: "مطار أبها الدولي", cityEn: "Abha", cityAr: "أبها", ...SA, terminals: [MAIN] },
  {
    code: "TUU",
    nameEn: "Prince Sultan bin Abdulaziz Airport",
    nameAr: "مطار الأمير سلطان بن عبدالعزيز",
    cityEn: "Tabuk",
    cityAr: "تبوك",
    ...SA,
    terminals: [MAIN],
  },
  { code: "TIF", nameEn: "Taif International Airport", nameAr: "مطار الطائف الدولي", cityEn: "Taif", cityAr: "الطائف", ...SA, terminals: [MAIN] },
  {
    code: "ELQ",
    nameEn: "Prince Naif bin Abdulaziz International Airport",
    nameAr: "مطار الأمير نايف بن عبدالعزيز الدولي",
    cityEn: "Qassim",
    cityAr: "القصيم",
    ...SA,
    terminals: [MAIN],
  },
  {
    code: "GIZ",
    nameEn: "King Abdullah bin Abdulaziz Airport",
    nameAr: "مطار الملك عبدالله بن عبدالعزيز",
    cityEn: "Jazan",
    cityAr: "جازان",
    ...SA,
    terminals: [MAIN],
  },
  { code: "DXB", nameEn: "Dubai International Airport", nameAr: "مطار دبي الدولي", cityEn: "Dubai", cityAr: "دبي", ...AE, terminals: same("1", "2", "3") },
  { code: "AUH", nameEn: "Zayed International Airport", nameAr: "مطار زايد الدولي", cityEn: "Abu Dhabi", cityAr: "أبوظبي", ...AE, terminals: same("A") },
  { code: "SHJ", nameEn: "Sharjah International Airport", nameAr: "مطار الشارقة الدولي", cityEn: "Sharjah", cityAr: "الشارقة", ...AE, terminals: same("1") },
  {
    code: "DOH",
    nameEn: "Hamad International Airport",
    nameAr: "مطار حمد الدولي",
    cityEn: "Doha",
    cityAr: "الدوحة",
    countryEn: "Qatar",
    countryAr: "قطر",
    countryCode: "QA",
    timezone: "Asia/Qatar",
    terminals: [MAIN],
  },
  {
    code: "KWI",
    nameEn: "Kuwait International Airport",
    nameAr: "مطار الكويت الدولي",
    cityEn: "Kuwait City",
    cityAr: "مدينة الكويت",
    countryEn: "Kuwait",
    countryAr: "الكويت",
    countryCode: "KW",
    timezone: "Asia/Kuwait",
    terminals: same("1", "4", "5"),
  },
  {
    code: "BAH",
    nameEn: "Bahrain International Airport",
    nameAr: "مطار البحرين الدولي",
    cityEn: "Manama",
    cityAr: "المنامة",
    countryEn: "Bahrain",
    countryAr: "البحرين",
    countryCode: "BH",
    timezone: "Asia/Bahrain",
    terminals: [MAIN],
  },
  {
    code: "MCT",
    nameEn: "Muscat International Airport",
    nameAr: "مطار مسقط الدولي",
    cityEn: "Muscat",
    cityAr: "مسقط",
    countryEn: "Oman",
    countryAr: "عُمان",
    countryCode: "OM",
    timezone: "Asia/Muscat",
    terminals: [MAIN],
  },
  {
    code: "CAI",
    nameEn: "Cairo International Airport",
    nameAr: "مطار القاهرة الدولي",
    cityEn: "Cairo",
    cityAr: "القاهرة",
    ...EG,
    terminals: same("1", "2", "3"),
  },
  {
    code: "HBE",
    nameEn: "Borg El Arab International Airport",
    nameAr: "مطار برج العرب الدولي",
    cityEn: "Alexandria",
    cityAr: "الإسكندرية",
    ...EG,
    terminals: [MAIN],
  },
  {
    code: "SSH",
    nameEn: "Sharm El Sheikh International Airport",
    nameAr: "مطار شرم الشيخ الدولي",
    cityEn: "Sharm El Sheikh",
    cityAr: "شرم الشيخ",
    ...EG,
    terminals: same("1", "2"),
  },
  { code: "HRG", nameEn: "Hurghada International Airport", nameAr: "مطار الغردقة الدولي", cityEn: "Hurghada", cityAr: "الغردقة", ...EG, terminals: same("1") },
  {
    code: "AMM",
    nameEn: "Queen Alia International Airport",
    nameAr: "مطار الملكة علياء الدولي",
    cityEn: "Amman",
    cityAr: "عمّان",
    countryEn: "Jordan",
    countryAr: "الأردن",
    countryCode: "JO",
    timezone: "Asia/Amman",
    terminals: [MAIN],
  },
  {
    code: "IST",
    nameEn: "Istanbul Airport",
    nameAr: "مطار إسطنبول",
    cityEn: "Istanbul",
    cityAr: "إسطنبول",
    countryEn: "Türkiye",
    countryAr: "تركيا",
    countryCode: "TR",
    timezone: "Europe/Istanbul",
    terminals: [MAIN],
  },
  {
    code: "LHR",
    nameEn: "London Heathrow Airport",
    nameAr: "مطار لندن هيثرو",
    cityEn: "London",
    cityAr: "لندن",
    countryEn: "United Kingdom",
    countryAr: "المملكة المتحدة",
    countryCode: "GB",
    timezone: "Europe/London",
    terminals: same("2", "3", "4", "5"),
  },
  {
    code: "ULH",
    nameEn: "Prince Abdul Majeed bin Abdulaziz International Airport",
    nameAr: "مطار الأمير عبدالمجيد بن عبدالعزيز الدولي",
    cityEn: "AlUla",
    cityAr: "العُلا",
    ...SA,
    terminals: [MAIN],
  },
];

export type AirlineSeed = {
  code: string;
  nameEn: string;
  nameAr: string;
  locationEn: string;
  locationAr: string;
  color: string;
  /** Low-cost carriers sell economy only and charge more for seat selection. */
  lowCost: boolean;
  narrow: string;
  wide?: string;
};

export const AIRLINES: AirlineSeed[] = [
  {
    code: "SV",
    nameEn: "Saudia",
    nameAr: "السعودية",
    locationEn: "Jeddah, Saudi Arabia",
    locationAr: "جدة، السعودية",
    color: "#0B6E4F",
    lowCost: false,
    narrow: "Airbus A320neo",
    wide: "Boeing 777-300ER",
  },
  {
    code: "XY",
    nameEn: "flynas",
    nameAr: "طيران ناس",
    locationEn: "Riyadh, Saudi Arabia",
    locationAr: "الرياض، السعودية",
    color: "#4B2A7B",
    lowCost: true,
    narrow: "Airbus A320neo",
  },
  {
    code: "F3",
    nameEn: "flyadeal",
    nameAr: "طيران أديل",
    locationEn: "Jeddah, Saudi Arabia",
    locationAr: "جدة، السعودية",
    color: "#C8006E",
    lowCost: true,
    narrow: "Airbus A320neo",
  },
  {
    code: "EK",
    nameEn: "Emirates",
    nameAr: "طيران الإمارات",
    locationEn: "Dubai, United Arab Emirates",
    locationAr: "دبي، الإمارات",
    color: "#C8102E",
    lowCost: false,
    narrow: "Boeing 777-300ER",
    wide: "Boeing 777-300ER",
  },
  {
    code: "FZ",
    nameEn: "flydubai",
    nameAr: "فلاي دبي",
    locationEn: "Dubai, United Arab Emirates",
    locationAr: "دبي، الإمارات",
    color: "#1C3F7A",
    lowCost: true,
    narrow: "Boeing 737 MAX 8",
  },
  {
    code: "EY",
    nameEn: "Etihad Airways",
    nameAr: "الاتحاد للطيران",
    locationEn: "Abu Dhabi, United Arab Emirates",
    locationAr: "أبوظبي، الإمارات",
    color: "#A77E2E",
    lowCost: false,
    narrow: "Airbus A321neo",
    wide: "Boeing 787-9",
  },
  {
    code: "QR",
    nameEn: "Qatar Airways",
    nameAr: "الخطوط الجوية القطرية",
    locationEn: "Doha, Qatar",
    locationAr: "الدوحة، قطر",
    color: "#5C0632",
    lowCost: false,
    narrow: "Airbus A320neo",
    wide: "Boeing 787-9",
  },
  {
    code: "GF",
    nameEn: "Gulf Air",
    nameAr: "طيران الخليج",
    locationEn: "Manama, Bahrain",
    locationAr: "المنامة، البحرين",
    color: "#1D2E5A",
    lowCost: false,
    narrow: "Airbus A320neo",
    wide: "Boeing 787-9",
  },
  {
    code: "KU",
    nameEn: "Kuwait Airways",
    nameAr: "الخطوط الجوية الكويتية",
    locationEn: "Kuwait City, Kuwait",
    locationAr: "مدينة الكويت، الكويت",
    color: "#0F4C81",
    lowCost: false,
    narrow: "Airbus A320neo",
    wide: "Airbus A330-300",
  },
  {
    code: "WY",
    nameEn: "Oman Air",
    nameAr: "الطيران العُماني",
    locationEn: "Muscat, Oman",
    locationAr: "مسقط، عُمان",
    color: "#0B7C86",
    lowCost: false,
    narrow: "Boeing 737-800",
    wide: "Boeing 787-9",
  },
  {
    code: "MS",
    nameEn: "EgyptAir",
    nameAr: "مصر للطيران",
    locationEn: "Cairo, Egypt",
    locationAr: "القاهرة، مصر",
    color: "#0A2D6E",
    lowCost: false,
    narrow: "Boeing 737-800",
    wide: "Airbus A330-300",
  },
  {
    code: "RJ",
    nameEn: "Royal Jordanian",
    nameAr: "الملكية الأردنية",
    locationEn: "Amman, Jordan",
    locationAr: "عمّان، الأردن",
    color: "#8E1B2E",
    lowCost: false,
    narrow: "Airbus A320neo",
    wide: "Boeing 787-9",
  },
  {
    code: "TK",
    nameEn: "Turkish Airlines",
    nameAr: "الخطوط الجوية التركية",
    locationEn: "Istanbul, Türkiye",
    locationAr: "إسطنبول، تركيا",
    color: "#B0122B",
    lowCost: false,
    narrow: "Airbus A321neo",
    wide: "Airbus A330-300",
  },
  {
    code: "G9",
    nameEn: "Air Arabia",
    nameAr: "العربية للطيران",
    locationEn: "Sharjah, United Arab Emirates",
    locationAr: "الشارقة، الإمارات",
    color: "#D2232A",
    lowCost: true,
    narrow: "Airbus A320neo",
  },
];

export type CabinLayout = { class: "economy" | "business" | "first"; rows: [number, number]; groups: string[][] };

const NARROW: CabinLayout[] = [
  {
    class: "business",
    rows: [1, 4],
    groups: [
      ["A", "C"],
      ["D", "F"],
    ],
  },
  {
    class: "economy",
    rows: [5, 30],
    groups: [
      ["A", "B", "C"],
      ["D", "E", "F"],
    ],
  },
];
const WIDE: CabinLayout[] = [
  { class: "first", rows: [1, 2], groups: [["A"], ["E", "F"], ["K"]] },
  {
    class: "business",
    rows: [3, 8],
    groups: [
      ["A", "C"],
      ["E", "F"],
      ["H", "K"],
    ],
  },
  {
    class: "economy",
    rows: [9, 40],
    groups: [
      ["A", "B", "C"],
      ["D", "E", "F"],
      ["G", "H", "K"],
    ],
  },
];

/** Each model in both languages: the maker's name in Arabic letters, the type number as the maker writes it. */
export const PLANES: { model: string; modelAr: string; wide: boolean; cabins: CabinLayout[] }[] = [
  { model: "Airbus A320neo", modelAr: "إيرباص A320neo", wide: false, cabins: NARROW },
  { model: "Airbus A321neo", modelAr: "إيرباص A321neo", wide: false, cabins: NARROW },
  { model: "Boeing 737-800", modelAr: "بوينغ 737-800", wide: false, cabins: NARROW },
  { model: "Boeing 737 MAX 8", modelAr: "بوينغ 737 ماكس 8", wide: false, cabins: NARROW },
  { model: "Airbus A330-300", modelAr: "إيرباص A330-300", wide: true, cabins: WIDE },
  { model: "Boeing 787-9", modelAr: "بوينغ 787-9", wide: true, cabins: WIDE },
  { model: "Boeing 777-300ER", modelAr: "بوينغ 777-300ER", wide: true, cabins: WIDE },
];

export const MEALS = [
  { nameEn: "Chicken kabsa", nameAr: "كبسة دجاج", kind: "standard", price: 3500 },
  { nameEn: "Lamb mandi", nameAr: "مندي لحم", kind: "standard", price: 4500 },
  { nameEn: "Arabic breakfast", nameAr: "فطور عربي", kind: "standard", price: 3000 },
  { nameEn: "Fresh fruit platter", nameAr: "طبق فواكه طازجة", kind: "standard", price: 2000 },
  { nameEn: "Child meal", nameAr: "وجبة أطفال", kind: "special", price: 2500 },
  { nameEn: "Seafood meal", nameAr: "وجبة مأكولات بحرية", kind: "special", price: 5500 },
  { nameEn: "Vegetarian meal", nameAr: "وجبة نباتية", kind: "dietary", price: 3000 },
  { nameEn: "Gluten-free meal", nameAr: "وجبة خالية من الغلوتين", kind: "dietary", price: 3500 },
  { nameEn: "Diabetic meal", nameAr: "وجبة لمرضى السكري", kind: "dietary", price: 3500 },
] as const;

/** One service on a route: airline, flights a day, optional stops (with layover minutes), wide-body. */
export type Service = { airline: string; perDay: number; via?: [string, number][]; wide?: boolean };
/** [from, to, non-stop block minutes, services]; every route is flown in both directions. */
export type RouteSeed = [string, string, number, Service[]];

const s = (airline: string, perDay = 1, extra: Partial<Service> = {}): Service => ({ airline, perDay, ...extra });

export const ROUTES: RouteSeed[] = [
  [
    "RUH",
    "JED",
    110,
    [
      s("SV", 3),
      s("SV", 2, { wide: true }),
      s("XY", 2),
      s("F3", 2),
      s("XY", 1, { via: [["MED", 55]] }),
      s("SV", 1, {
        via: [
          ["ELQ", 45],
          ["MED", 50],
        ],
      }),
    ],
  ],
  ["RUH", "DMM", 75, [s("SV", 2), s("XY", 1), s("F3", 1)]],
  ["RUH", "MED", 95, [s("SV", 1), s("XY", 1), s("F3", 1)]],
  ["RUH", "AHB", 110, [s("SV", 1), s("XY", 1)]],
  ["RUH", "TUU", 115, [s("SV", 1), s("XY", 1)]],
  ["RUH", "GIZ", 115, [s("SV", 1), s("XY", 1)]],
  ["RUH", "TIF", 85, [s("SV", 1)]],
  ["RUH", "ELQ", 60, [s("SV", 1), s("XY", 1)]],
  ["JED", "DMM", 140, [s("SV", 1), s("XY", 1), s("F3", 1)]],
  ["JED", "MED", 60, [s("SV", 1), s("F3", 1)]],
  ["JED", "AHB", 75, [s("SV", 1), s("F3", 1)]],
  ["JED", "TUU", 95, [s("SV", 1)]],
  ["JED", "ELQ", 100, [s("XY", 1)]],
  ["RUH", "DXB", 120, [s("SV", 1), s("EK", 2, { wide: true }), s("FZ", 1), s("XY", 1)]],
  ["JED", "DXB", 170, [s("SV", 1), s("EK", 2, { wide: true }), s("FZ", 1)]],
  ["DMM", "DXB", 75, [s("FZ", 1), s("SV", 1)]],
  ["RUH", "AUH", 115, [s("EY", 1), s("SV", 1)]],
  ["JED", "AUH", 170, [s("EY", 1, { wide: true })]],
  ["RUH", "SHJ", 115, [s("G9", 1)]],
  ["JED", "SHJ", 170, [s("G9", 1)]],
  ["RUH", "DOH", 80, [s("QR", 1, { wide: true }), s("SV", 1)]],
  ["JED", "DOH", 155, [s("QR", 1, { wide: true })]],
  ["DMM", "DOH", 50, [s("QR", 1)]],
  ["RUH", "KWI", 100, [s("KU", 1), s("SV", 1), s("XY", 1)]],
  ["JED", "KWI", 150, [s("KU", 1, { wide: true }), s("SV", 1)]],
  ["RUH", "BAH", 65, [s("GF", 1), s("SV", 1)]],
  ["DMM", "BAH", 40, [s("GF", 1)]],
  ["RUH", "MCT", 150, [s("WY", 1), s("SV", 1)]],
  ["RUH", "CAI", 160, [s("SV", 1), s("MS", 1, { wide: true }), s("XY", 1), s("F3", 1)]],
  ["JED", "CAI", 130, [s("SV", 1), s("MS", 1, { wide: true }), s("XY", 1), s("F3", 1)]],
  ["MED", "CAI", 130, [s("MS", 1), s("SV", 1)]],
  ["DMM", "CAI", 195, [s("MS", 1), s("SV", 1)]],
  ["JED", "HBE", 145, [s("SV", 1), s("XY", 1), s("MS", 1)]],
  ["RUH", "HBE", 175, [s("XY", 1), s("SV", 1)]],
  ["JED", "SSH", 110, [s("XY", 1)]],
  ["JED", "HRG", 115, [s("XY", 1)]],
  ["RUH", "AMM", 135, [s("RJ", 1), s("SV", 1), s("XY", 1)]],
  ["JED", "AMM", 135, [s("RJ", 1), s("SV", 1)]],
  ["RUH", "IST", 300, [s("TK", 1, { wide: true }), s("SV", 1), s("XY", 1)]],
  ["JED", "IST", 240, [s("TK", 1, { wide: true }), s("SV", 1)]],
  ["RUH", "LHR", 400, [s("SV", 1, { wide: true }), s("QR", 1, { wide: true, via: [["DOH", 95]] }), s("EK", 1, { wide: true, via: [["DXB", 120]] })]],
  ["JED", "LHR", 390, [s("SV", 1, { wide: true }), s("TK", 1, { wide: true, via: [["IST", 110]] })]],
  ["RUH", "CAI", 160, [s("RJ", 1, { via: [["AMM", 90]] })]],
  ["DXB", "CAI", 240, [s("EK", 1, { wide: true }), s("MS", 1)]],
  ["DOH", "CAI", 250, [s("QR", 1, { wide: true })]],
  ["DXB", "LHR", 470, [s("EK", 1, { wide: true })]],
  ["DOH", "LHR", 420, [s("QR", 1, { wide: true })]],
  ["IST", "LHR", 240, [s("TK", 1, { wide: true })]],
  ["AMM", "CAI", 80, [s("RJ", 1), s("MS", 1)]],
  ["KWI", "CAI", 180, [s("KU", 1), s("MS", 1)]],
  ["DXB", "IST", 300, [s("EK", 1, { wide: true }), s("TK", 1, { wide: true })]],
  ["DXB", "AMM", 200, [s("EK", 1), s("RJ", 1)]],
  ["DOH", "IST", 270, [s("QR", 1, { wide: true })]],
  ["DXB", "MCT", 70, [s("FZ", 1), s("WY", 1)]],
  ["DXB", "DOH", 65, [s("QR", 1), s("EK", 1)]],
  ["DXB", "KWI", 100, [s("FZ", 1), s("KU", 1)]],
  ["RUH", "ULH", 100, [s("SV", 1)]],
  ["JED", "ULH", 75, [s("SV", 1)]],
];
