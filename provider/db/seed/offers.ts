// Promotional offers of the region: ~40, in Arabic and English, of every type. Dates are relative to the seeding day
// (in Saudi Arabia) so a fresh database has current, not-yet-started and expired offers; sold-out ones have
// availability 0. Everything else is fixed. Prices are SAR minor units (halalas). Images are drawn by
// scripts/generate-offer-images.mjs and shipped under public/images/offers/.
import { OFFER_TIMEZONE } from "../../contracts/offer-rules";
import type { Db } from "../client";
import { offers } from "../schema";
import { OFFER_TERMS } from "./offer-terms";
import { localDate } from "./time";

type SeedOffer = Omit<
  typeof offers.$inferInsert,
  "id" | "startDate" | "endDate" | "createdAt" | "updatedAt" | "image" | "termsAr" | "termsEn" | "bookingLink"
> & {
  /** The picture: public/images/offers/<image>.jpg. */
  image: string;
  /** Days from the seeding day to the first and last day of the offer (negative: in the past). */
  from: number;
  to: number;
  /** Lines added to the type's terms. */
  termsAr?: string;
  termsEn?: string;
};

const UMRAH_TERMS = {
  termsAr: "يلزم إصدار تصريح العمرة عبر تطبيق «نسك» قبل السفر، ويتولى فريقنا مساعدتك في ذلك.",
  termsEn: "An Umrah permit must be issued through the Nusuk app before travel; our team will help you with it.",
};

export const SEED_OFFERS: SeedOffer[] = [
  // ---- Umrah and Madinah ----
  {
    titleAr: "باقة عمرة من الرياض",
    titleEn: "Umrah package from Riyadh",
    descriptionAr: "رحلة ذهاب وعودة من الرياض إلى جدة مع إقامة 4 ليالٍ في فندق قريب من المسجد الحرام ونقل بالحافلة بين جدة ومكة.",
    descriptionEn: "Return flights Riyadh to Jeddah, 4 nights in a hotel near the Grand Mosque, and coach transfers between Jeddah and Makkah.",
    type: "package", origin: "RUH", destination: "JED", price: 189_900, originalPrice: 240_000, availability: 40,
    providerName: "Rahhal Holidays", tags: ["umrah", "family", "makkah"], isFeatured: true, image: "makkah", from: 0, to: 60, ...UMRAH_TERMS,
  },
  {
    titleAr: "عمرة وزيارة من الدمام",
    titleEn: "Umrah and Madinah visit from Dammam",
    descriptionAr: "سبع ليالٍ بين مكة المكرمة والمدينة المنورة، مع الطيران من الدمام إلى جدة والعودة من المدينة، والتنقل بقطار الحرمين بين المدينتين.",
    descriptionEn: "Seven nights between Makkah and Madinah, with flights Dammam to Jeddah and back from Madinah, and the Haramain train between the two cities.",
    type: "package", origin: "DMM", destination: "JED", price: 329_900, originalPrice: 379_900, availability: 24,
    providerName: "Rahhal Holidays", tags: ["umrah", "madinah", "makkah", "family"], isFeatured: false, image: "makkah", from: 0, to: 75, ...UMRAH_TERMS,
  },
  {
    titleAr: "عمرة العشر الأواخر",
    titleEn: "Umrah in the last ten nights",
    descriptionAr: "عشر ليالٍ في فندق مطل على الساحة الشمالية للمسجد الحرام مع وجبتي السحور والإفطار، والطيران من الرياض. الأماكن محدودة جدًا.",
    descriptionEn: "Ten nights in a hotel overlooking the Grand Mosque's northern plaza with suhoor and iftar, and flights from Riyadh. Places are very limited.",
    type: "package", origin: "RUH", destination: "JED", price: 1_150_000, originalPrice: null, availability: 10,
    providerName: "Rahhal Holidays", tags: ["umrah", "ramadan", "makkah"], isFeatured: false, image: "makkah-night", from: 30, to: 110, ...UMRAH_TERMS,
  },
  {
    titleAr: "إقامة قرب المسجد النبوي",
    titleEn: "Stay near the Prophet's Mosque",
    descriptionAr: "ثلاث ليالٍ في فندق على بعد خطوات من المسجد النبوي مع الإفطار يوميًا، وزيارة مرشدة إلى قباء وجبل أحد.",
    descriptionEn: "Three nights in a hotel steps from the Prophet's Mosque with daily breakfast, and a guided visit to Quba and Mount Uhud.",
    type: "hotel", origin: null, destination: "MED", price: 119_900, originalPrice: 149_900, availability: 20,
    providerName: "Taibah Hotels", tags: ["madinah", "family"], isFeatured: false, image: "madinah", from: 0, to: 90,
  },
  {
    titleAr: "من مطار المدينة إلى الفندق",
    titleEn: "Madinah airport to hotel transfer",
    descriptionAr: "سيارة عائلية حتى 6 ركاب من مطار الأمير محمد بن عبدالعزيز إلى فندقك في المنطقة المركزية.",
    descriptionEn: "A family car for up to six passengers from Prince Mohammad bin Abdulaziz Airport to your hotel in the central area.",
    type: "taxi", origin: "MED", destination: "MED", price: 15_000, originalPrice: 18_000, availability: 40,
    providerName: "Rahhal Transfers", tags: ["airport", "madinah"], isFeatured: false, image: "airport-taxi", from: 0, to: 120,
  },
  {
    titleAr: "توصيل من مطار جدة إلى مكة",
    titleEn: "Jeddah airport to Makkah transfer",
    descriptionAr: "سيارة خاصة حتى 4 ركاب من مطار الملك عبدالعزيز إلى فندقك في مكة، مع الاستقبال عند الوصول.",
    descriptionEn: "A private car for up to four passengers from King Abdulaziz Airport to your Makkah hotel, with meet and greet.",
    type: "taxi", origin: "JED", destination: "JED", price: 25_000, originalPrice: 30_000, availability: 30,
    providerName: "Rahhal Transfers", tags: ["airport", "umrah"], isFeatured: false, image: "airport-taxi", from: 0, to: 120,
  },
  // ---- Jeddah and the Red Sea ----
  {
    titleAr: "إطلالة على كورنيش جدة",
    titleEn: "Jeddah Corniche sea view",
    descriptionAr: "ليلتان في غرفة مطلة على البحر على الكورنيش الشمالي مع الإفطار، على مقربة من نافورة الملك فهد وجدة التاريخية.",
    descriptionEn: "Two nights in a sea-view room on the North Corniche with breakfast, close to King Fahd's Fountain and historic Al-Balad.",
    type: "hotel", origin: null, destination: "JED", price: 89_900, originalPrice: 112_000, availability: 14,
    providerName: "Corniche Suites", tags: ["city", "weekend", "beach"], isFeatured: false, image: "jeddah-corniche", from: 0, to: 50,
  },
  {
    titleAr: "غوص في البحر الأحمر من جدة",
    titleEn: "Red Sea diving from Jeddah",
    descriptionAr: "يومان من الغوص في شعاب أبحر مع مدرب معتمد، وأربع غطسات بالقارب، وإقامة ليلة في منتجع على الشاطئ.",
    descriptionEn: "Two days diving the reefs off Obhur with a certified instructor, four boat dives and a night at a beach resort.",
    type: "package", origin: null, destination: "JED", price: 135_000, originalPrice: 160_000, availability: 0,
    providerName: "Obhur Divers", tags: ["diving", "beach", "weekend"], isFeatured: false, image: "red-sea-diving", from: 0, to: 40,
    termsAr: "يلزم تقديم شهادة غوص سارية (المستوى المفتوح على الأقل)، ويُقدَّم للمبتدئين غوص تجريبي بدلًا من الغطسات العميقة.",
    termsEn: "A valid diving certificate (Open Water or above) is required; beginners get a discovery dive instead of the deep dives.",
  },
  // ---- Riyadh and the Eastern Province ----
  {
    titleAr: "شاليه في صحراء الثمامة",
    titleEn: "Desert chalet in Al Thumamah",
    descriptionAr: "شاليه خاص شمال الرياض بمسبح مدفأ وجلسة خارجية ومساحة للشواء، على بعد 40 دقيقة من وسط المدينة.",
    descriptionEn: "A private chalet north of Riyadh with a heated pool, an outdoor majlis and a barbecue area, 40 minutes from the city centre.",
    type: "chalet", origin: null, destination: "RUH", price: 95_000, originalPrice: 125_000, availability: 6,
    providerName: "Thumamah Retreats", tags: ["desert", "pool", "family", "weekend"], isFeatured: true, image: "riyadh-chalet", from: 0, to: 90,
  },
  {
    titleAr: "استراحة العمارية",
    titleEn: "Al Ammariyah farm retreat",
    descriptionAr: "استراحة واسعة بين مزارع النخيل غرب الرياض، فيها مسبح وملعب للأطفال وغرفتا نوم، مناسبة للتجمعات العائلية.",
    descriptionEn: "A spacious retreat among the palm farms west of Riyadh, with a pool, a children's play area and two bedrooms, made for family gatherings.",
    type: "chalet", origin: null, destination: "RUH", price: 70_000, originalPrice: null, availability: 4,
    providerName: "Thumamah Retreats", tags: ["pool", "family", "nature"], isFeatured: false, image: "riyadh-chalet", from: 0, to: 120,
  },
  {
    titleAr: "من مطار الملك خالد إلى وسط الرياض",
    titleEn: "King Khalid Airport to central Riyadh",
    descriptionAr: "سيارة سيدان حتى 3 ركاب من مطار الملك خالد الدولي إلى أي عنوان في وسط الرياض، على مدار الساعة.",
    descriptionEn: "A sedan for up to three passengers from King Khalid International Airport to any address in central Riyadh, around the clock.",
    type: "taxi", origin: "RUH", destination: "RUH", price: 12_000, originalPrice: 15_000, availability: 50,
    providerName: "Rahhal Transfers", tags: ["airport", "city"], isFeatured: false, image: "airport-taxi", from: 0, to: 120,
  },
  {
    titleAr: "شاليه على شاطئ نصف القمر",
    titleEn: "Half Moon Bay beach chalet",
    descriptionAr: "شاليه خاص بمسبح على شاطئ نصف القمر قرب الخبر، مثالي لعطلة نهاية الأسبوع.",
    descriptionEn: "A private chalet with a pool on Half Moon Bay near Al Khobar, ideal for a weekend.",
    type: "chalet", origin: null, destination: "DMM", price: 120_000, originalPrice: null, availability: 5,
    providerName: "Khobar Beach Chalets", tags: ["beach", "pool", "weekend"], isFeatured: false, image: "khobar-beach", from: 0, to: 60,
  },
  // ---- Summer in the south: Abha and Taif ----
  {
    titleAr: "شاليه في أبها",
    titleEn: "Mountain chalet in Abha",
    descriptionAr: "شاليه لعائلة حتى 6 أفراد في مرتفعات السودة مع شرفة مطلة على الجبال، بسعر الليلة.",
    descriptionEn: "A chalet for families of up to six in the Al Soudah highlands with a mountain-view terrace, price per night.",
    type: "chalet", origin: null, destination: "AHB", price: 65_000, originalPrice: 80_000, availability: 8,
    providerName: "Soudah Chalets", tags: ["mountains", "family", "summer"], isFeatured: false, image: "abha", from: 0, to: 120,
  },
  {
    titleAr: "صيف أبها",
    titleEn: "Summer in Abha",
    descriptionAr: "طيران من جدة إلى أبها وأربع ليالٍ في فندق بالمدينة، مع جولة في قرية رجال ألمع التراثية وركوب التلفريك في السودة.",
    descriptionEn: "Flights Jeddah to Abha and four nights in a city hotel, with a tour of the Rijal Almaa heritage village and the Al Soudah cable car.",
    type: "package", origin: "JED", destination: "AHB", price: 219_900, originalPrice: 259_900, availability: 22,
    providerName: "flyadeal", tags: ["mountains", "summer", "family", "heritage"], isFeatured: false, image: "abha", from: 20, to: 115,
  },
  {
    titleAr: "الطائف في موسم الورد",
    titleEn: "Taif in rose season",
    descriptionAr: "طيران من الرياض إلى الطائف وثلاث ليالٍ في الهدا، مع زيارة إلى مزارع الورد الطائفي ومصانع تقطيره.",
    descriptionEn: "Flights Riyadh to Taif and three nights in Al Hada, with a visit to the Taif rose farms and their distilleries.",
    type: "package", origin: "RUH", destination: "TIF", price: 169_900, originalPrice: 199_900, availability: 16,
    providerName: "Saudia", tags: ["mountains", "summer", "nature"], isFeatured: false, image: "taif", from: 0, to: 80,
  },
  {
    titleAr: "شاليه في الشفا",
    titleEn: "Al Shafa mountain chalet",
    descriptionAr: "شاليه هادئ في جبال الشفا جنوب الطائف بحديقة خاصة وإطلالة على المدرجات الزراعية، بسعر الليلة.",
    descriptionEn: "A quiet chalet in the Al Shafa mountains south of Taif with a private garden and views over the terraced farms, price per night.",
    type: "chalet", origin: null, destination: "TIF", price: 55_000, originalPrice: 68_000, availability: 7,
    providerName: "Shafa Highlands", tags: ["mountains", "summer", "family"], isFeatured: false, image: "taif", from: 0, to: 100,
  },
  // ---- AlUla and the north ----
  {
    titleAr: "شتاء العُلا",
    titleEn: "AlUla winter escape",
    descriptionAr: "طيران من الرياض إلى العُلا وليلتان في نُزل صحراوي مع جولة مرشدة إلى الحِجر.",
    descriptionEn: "Flights Riyadh to AlUla, two nights in a desert lodge and a guided tour of Hegra.",
    type: "package", origin: "RUH", destination: "ULH", price: 279_900, originalPrice: 320_000, availability: 12,
    providerName: "Saudia", tags: ["heritage", "desert", "winter"], isFeatured: false, image: "alula", from: 7, to: 100,
  },
  {
    titleAr: "العُلا تحت النجوم",
    titleEn: "AlUla under the stars",
    descriptionAr: "ليلة في مخيم فاخر قرب جبل الفيل مع عشاء في الهواء الطلق وجلسة لرصد النجوم مع فلكي.",
    descriptionEn: "A night in a luxury camp near Elephant Rock with dinner under the sky and a stargazing session with an astronomer.",
    type: "hotel", origin: null, destination: "ULH", price: 189_000, originalPrice: 215_000, availability: 9,
    providerName: "AlUla Desert Camps", tags: ["desert", "heritage", "honeymoon"], isFeatured: false, image: "alula-night", from: 0, to: 70,
  },
  {
    titleAr: "مهرجان شتاء طنطورة",
    titleEn: "Winter at Tantora festival",
    descriptionAr: "طيران من جدة إلى العُلا وثلاث ليالٍ خلال مهرجان شتاء طنطورة، مع حفل موسيقي في مسرح مرايا.",
    descriptionEn: "Flights Jeddah to AlUla and three nights during the Winter at Tantora festival, with a concert at Maraya.",
    type: "package", origin: "JED", destination: "ULH", price: 345_000, originalPrice: 399_000, availability: 15,
    providerName: "Rahhal Holidays", tags: ["heritage", "culture", "winter"], isFeatured: false, image: "alula", from: -45, to: -3,
  },
  // ---- Gulf weekends ----
  {
    titleAr: "عطلة نهاية أسبوع في دبي",
    titleEn: "Dubai weekend break",
    descriptionAr: "طيران ذهاب وعودة من الرياض إلى دبي وليلتان في فندق أربع نجوم بوسط المدينة مع الإفطار.",
    descriptionEn: "Return flights Riyadh to Dubai and two nights in a four-star Downtown hotel with breakfast.",
    type: "package", origin: "RUH", destination: "DXB", price: 149_900, originalPrice: 185_000, availability: 25,
    providerName: "flynas", tags: ["weekend", "city", "shopping"], isFeatured: true, image: "dubai", from: 0, to: 45,
  },
  {
    titleAr: "تذاكر دبي بسعر مخفّض",
    titleEn: "Dubai fare sale",
    descriptionAr: "تذاكر ذهاب وعودة من الرياض إلى دبي على الدرجة السياحية مع حقيبة يد بوزن 7 كجم.",
    descriptionEn: "Economy return tickets Riyadh to Dubai with a 7 kg cabin bag.",
    type: "flight", origin: "RUH", destination: "DXB", price: 69_900, originalPrice: 89_900, availability: 80,
    providerName: "flynas", tags: ["city", "short-trip"], isFeatured: false, image: "dubai", from: 0, to: 21,
  },
  {
    titleAr: "مهرجان دبي للتسوق",
    titleEn: "Dubai Shopping Festival stay",
    descriptionAr: "ثلاث ليالٍ في فندق متصل بمركز تجاري كبير خلال مهرجان دبي للتسوق، مع الإفطار وقسائم خصم للمتاجر.",
    descriptionEn: "Three nights in a hotel linked to a major mall during the Dubai Shopping Festival, with breakfast and store discount vouchers.",
    type: "hotel", origin: null, destination: "DXB", price: 159_900, originalPrice: 199_900, availability: 30,
    providerName: "Emirates Holidays", tags: ["shopping", "city", "family"], isFeatured: false, image: "dubai-night", from: 25, to: 70,
  },
  {
    titleAr: "من مطار دبي إلى الفندق",
    titleEn: "Dubai airport hotel transfer",
    descriptionAr: "سيارة خاصة حتى 4 ركاب من مطار دبي الدولي إلى فنادق وسط المدينة أو دبي مارينا.",
    descriptionEn: "A private car for up to four passengers from Dubai International Airport to Downtown or Dubai Marina hotels.",
    type: "taxi", origin: "DXB", destination: "DXB", price: 18_500, originalPrice: null, availability: 25,
    providerName: "Rahhal Transfers", tags: ["airport", "city"], isFeatured: false, image: "airport-taxi", from: 0, to: 120,
  },
  {
    titleAr: "أبوظبي وجزيرة ياس للعائلات",
    titleEn: "Abu Dhabi and Yas Island for families",
    descriptionAr: "طيران من جدة إلى أبوظبي وأربع ليالٍ في جزيرة ياس مع تذاكر دخول لمدينتين ترفيهيتين وزيارة جامع الشيخ زايد الكبير.",
    descriptionEn: "Flights Jeddah to Abu Dhabi and four nights on Yas Island with tickets to two theme parks and a visit to the Sheikh Zayed Grand Mosque.",
    type: "package", origin: "JED", destination: "AUH", price: 459_900, originalPrice: 529_900, availability: 18,
    providerName: "Etihad Holidays", tags: ["family", "theme-parks", "city"], isFeatured: false, image: "abu-dhabi", from: 0, to: 95,
  },
  {
    titleAr: "الدوحة بسعر خاص",
    titleEn: "Doha special fare",
    descriptionAr: "تذاكر ذهاب وعودة من الدمام إلى الدوحة على الدرجة السياحية مع حقيبة مسجّلة.",
    descriptionEn: "Economy return tickets Dammam to Doha with one checked bag.",
    type: "flight", origin: "DMM", destination: "DOH", price: 54_900, originalPrice: 69_900, availability: 50,
    providerName: "Qatar Airways", tags: ["city", "short-trip"], isFeatured: false, image: "doha", from: 0, to: 30,
  },
  {
    titleAr: "عطلة نهاية أسبوع في الدوحة",
    titleEn: "Doha weekend",
    descriptionAr: "طيران من الرياض إلى الدوحة وليلتان في مشيرب مع جولة في متحف الفن الإسلامي وسوق واقف.",
    descriptionEn: "Flights Riyadh to Doha and two nights in Msheireb, with a tour of the Museum of Islamic Art and Souq Waqif.",
    type: "package", origin: "RUH", destination: "DOH", price: 139_900, originalPrice: 169_900, availability: 20,
    providerName: "Qatar Airways Holidays", tags: ["weekend", "city", "culture"], isFeatured: false, image: "doha", from: 0, to: 60,
  },
  {
    titleAr: "عطلة نهاية أسبوع في البحرين",
    titleEn: "Bahrain weekend",
    descriptionAr: "طيران من الرياض إلى المنامة وليلتان في فندق على الواجهة البحرية، مع زيارة قلعة البحرين وسوق باب البحرين.",
    descriptionEn: "Flights Riyadh to Manama and two nights at a waterfront hotel, with a visit to Bahrain Fort and Bab Al Bahrain souq.",
    type: "package", origin: "RUH", destination: "BAH", price: 99_900, originalPrice: 124_900, availability: 20,
    providerName: "Gulf Air Holidays", tags: ["weekend", "city", "short-trip"], isFeatured: false, image: "bahrain", from: 0, to: 55,
  },
  {
    titleAr: "مسقط والجبل الأخضر",
    titleEn: "Muscat and Jebel Akhdar",
    descriptionAr: "طيران من جدة إلى مسقط وثلاث ليالٍ بين العاصمة والجبل الأخضر مع سيارة مستأجرة.",
    descriptionEn: "Flights Jeddah to Muscat and three nights between the capital and Jebel Akhdar, with a rental car.",
    type: "package", origin: "JED", destination: "MCT", price: 249_900, originalPrice: 289_900, availability: 10,
    providerName: "flyadeal", tags: ["nature", "mountains"], isFeatured: false, image: "muscat", from: 5, to: 90,
  },
  {
    titleAr: "عطلة نهاية أسبوع في مسقط",
    titleEn: "Muscat weekend",
    descriptionAr: "ليلتان في فندق على كورنيش مطرح مع الإفطار ورحلة بحرية عند الغروب على متن قارب تقليدي.",
    descriptionEn: "Two nights at a hotel on the Mutrah Corniche with breakfast and a sunset cruise on a traditional dhow.",
    type: "hotel", origin: null, destination: "MCT", price: 109_900, originalPrice: 135_000, availability: 0,
    providerName: "Oman Air Holidays", tags: ["weekend", "beach", "culture"], isFeatured: false, image: "muscat", from: 0, to: 35,
  },
  {
    titleAr: "الكويت بسعر خاص",
    titleEn: "Kuwait special fare",
    descriptionAr: "تذاكر ذهاب وعودة من الرياض إلى الكويت على الدرجة السياحية مع حقيبة مسجّلة بوزن 23 كجم.",
    descriptionEn: "Economy return tickets Riyadh to Kuwait with one 23 kg checked bag.",
    type: "flight", origin: "RUH", destination: "KWI", price: 59_900, originalPrice: 74_900, availability: 45,
    providerName: "Kuwait Airways", tags: ["city", "short-trip"], isFeatured: false, image: "kuwait", from: 0, to: 40,
  },
  // ---- Egypt ----
  {
    titleAr: "صيف القاهرة",
    titleEn: "Summer in Cairo",
    descriptionAr: "تذاكر ذهاب وعودة من جدة إلى القاهرة بسعر مخفّض مع حقيبتين مسجّلتين لكل مسافر.",
    descriptionEn: "Discounted return tickets Jeddah to Cairo with two checked bags per traveller.",
    type: "flight", origin: "JED", destination: "CAI", price: 99_900, originalPrice: 129_900, availability: 60,
    providerName: "EgyptAir", tags: ["summer", "family"], isFeatured: true, image: "cairo", from: 0, to: 90,
  },
  {
    titleAr: "القاهرة والأهرامات للعائلات",
    titleEn: "Cairo and the Pyramids for families",
    descriptionAr: "طيران من الرياض إلى القاهرة وخمس ليالٍ في فندق مطل على النيل، مع جولة إلى أهرامات الجيزة والمتحف المصري الكبير وعشاء على متن مركب نيلي.",
    descriptionEn: "Flights Riyadh to Cairo and five nights at a Nile-view hotel, with a tour of the Giza Pyramids and the Grand Egyptian Museum and a dinner cruise on the Nile.",
    type: "package", origin: "RUH", destination: "CAI", price: 289_900, originalPrice: 349_900, availability: 26,
    providerName: "Rahhal Holidays", tags: ["family", "heritage", "culture"], isFeatured: false, image: "cairo", from: 0, to: 100,
  },
  {
    titleAr: "تذاكر القاهرة من الرياض",
    titleEn: "Riyadh to Cairo fares",
    descriptionAr: "تذاكر ذهاب وعودة من الرياض إلى القاهرة على الدرجة السياحية مع وجبة على متن الطائرة.",
    descriptionEn: "Economy return tickets Riyadh to Cairo with a meal on board.",
    type: "flight", origin: "RUH", destination: "CAI", price: 89_900, originalPrice: 115_000, availability: 35,
    providerName: "Saudia", tags: ["city", "short-trip"], isFeatured: false, image: "cairo", from: -30, to: -1,
  },
  {
    titleAr: "منتجع على البحر الأحمر في شرم الشيخ",
    titleEn: "Red Sea resort in Sharm El Sheikh",
    descriptionAr: "خمس ليالٍ بنظام الإقامة الشاملة في منتجع على خليج نعمة مع رحلة غطس إلى رأس محمد.",
    descriptionEn: "Five all-inclusive nights at a Naama Bay resort with a snorkelling trip to Ras Mohammed.",
    type: "hotel", origin: null, destination: "SSH", price: 215_000, originalPrice: 260_000, availability: 18,
    providerName: "Naama Bay Resorts", tags: ["beach", "diving", "all-inclusive"], isFeatured: true, image: "sharm", from: 3, to: 75,
  },
  {
    titleAr: "أسبوع غوص في شرم الشيخ",
    titleEn: "Sharm El Sheikh diving week",
    descriptionAr: "طيران من جدة إلى شرم الشيخ وست ليالٍ مع عشر غطسات بالقارب في رأس محمد ومضيق تيران، بصحبة مرشدين معتمدين.",
    descriptionEn: "Flights Jeddah to Sharm El Sheikh and six nights with ten boat dives at Ras Mohammed and the Straits of Tiran, with certified guides.",
    type: "package", origin: "JED", destination: "SSH", price: 389_900, originalPrice: 449_900, availability: 12,
    providerName: "Sinai Divers", tags: ["diving", "beach"], isFeatured: false, image: "red-sea-diving", from: 0, to: 85,
    termsAr: "يلزم تقديم شهادة غوص سارية وسجل غطسات، ويُشترط ألا تقل الغطسات السابقة عن عشر غطسات للغوص في مضيق تيران.",
    termsEn: "A valid diving certificate and logbook are required; diving the Straits of Tiran needs at least ten logged dives.",
  },
  {
    titleAr: "الغردقة للعائلات",
    titleEn: "Hurghada family holiday",
    descriptionAr: "طيران من الرياض إلى الغردقة وست ليالٍ في منتجع عائلي بحديقة مائية ونادٍ للأطفال.",
    descriptionEn: "Flights Riyadh to Hurghada and six nights at a family resort with a water park and kids' club.",
    type: "package", origin: "RUH", destination: "HRG", price: 319_900, originalPrice: 389_900, availability: 15,
    providerName: "Rahhal Holidays", tags: ["beach", "family", "summer"], isFeatured: false, image: "hurghada", from: 10, to: 110,
  },
  {
    titleAr: "صيف الإسكندرية",
    titleEn: "Summer in Alexandria",
    descriptionAr: "طيران من جدة إلى الإسكندرية وأربع ليالٍ في فندق على الكورنيش، مع زيارة قلعة قايتباي ومكتبة الإسكندرية.",
    descriptionEn: "Flights Jeddah to Alexandria and four nights at a Corniche hotel, with visits to the Citadel of Qaitbay and the Bibliotheca Alexandrina.",
    type: "package", origin: "JED", destination: "HBE", price: 199_900, originalPrice: 239_900, availability: 14,
    providerName: "EgyptAir Holidays", tags: ["summer", "beach", "culture"], isFeatured: false, image: "alexandria", from: 0, to: 70,
  },
  // ---- Türkiye, Jordan and further ----
  {
    titleAr: "إسطنبول في خمسة أيام",
    titleEn: "Five days in Istanbul",
    descriptionAr: "طيران من الرياض إلى إسطنبول وأربع ليالٍ في فندق بمنطقة السلطان أحمد، مع رحلة بحرية في البوسفور وجولة في البازار الكبير.",
    descriptionEn: "Flights Riyadh to Istanbul and four nights in a Sultanahmet hotel, with a Bosphorus cruise and a tour of the Grand Bazaar.",
    type: "package", origin: "RUH", destination: "IST", price: 349_900, originalPrice: 419_900, availability: 20,
    providerName: "Turkish Airlines Holidays", tags: ["city", "culture", "shopping"], isFeatured: true, image: "istanbul", from: 0, to: 80,
  },
  {
    titleAr: "تذاكر إسطنبول من جدة",
    titleEn: "Jeddah to Istanbul fares",
    descriptionAr: "تذاكر ذهاب وعودة من جدة إلى إسطنبول على الدرجة السياحية مع حقيبتين مسجّلتين.",
    descriptionEn: "Economy return tickets Jeddah to Istanbul with two checked bags.",
    type: "flight", origin: "JED", destination: "IST", price: 159_900, originalPrice: 199_900, availability: 0,
    providerName: "Turkish Airlines", tags: ["city", "summer"], isFeatured: true, image: "istanbul", from: 0, to: 30,
  },
  {
    titleAr: "فندق على ضفاف البوسفور",
    titleEn: "Bosphorus waterfront hotel",
    descriptionAr: "ثلاث ليالٍ في فندق على ضفاف البوسفور في حي بيبك مع الإفطار ونقل من المطار.",
    descriptionEn: "Three nights at a waterfront hotel in Bebek on the Bosphorus, with breakfast and an airport transfer.",
    type: "hotel", origin: null, destination: "IST", price: 179_900, originalPrice: 229_900, availability: 10,
    providerName: "Bosphorus Stays", tags: ["city", "honeymoon"], isFeatured: false, image: "istanbul-night", from: -60, to: -5,
  },
  {
    titleAr: "عمّان والبتراء",
    titleEn: "Amman and Petra",
    descriptionAr: "طيران من الرياض إلى عمّان وأربع ليالٍ، مع رحلة يوم كامل إلى البتراء وليلة في مخيم بوادي رم.",
    descriptionEn: "Flights Riyadh to Amman and four nights, with a full-day trip to Petra and a night in a Wadi Rum camp.",
    type: "package", origin: "RUH", destination: "AMM", price: 279_900, originalPrice: 329_900, availability: 16,
    providerName: "Royal Jordanian Holidays", tags: ["heritage", "desert", "culture"], isFeatured: false, image: "petra", from: 14, to: 105,
  },
  {
    titleAr: "صيف لندن للعائلات",
    titleEn: "London family summer",
    descriptionAr: "طيران بدون توقف من الرياض إلى لندن وست ليالٍ في شقة فندقية قرب هايد بارك، مع تذاكر لجولة بالحافلة المكشوفة.",
    descriptionEn: "Non-stop flights Riyadh to London and six nights in a serviced apartment near Hyde Park, with hop-on hop-off bus tickets.",
    type: "package", origin: "RUH", destination: "LHR", price: 749_900, originalPrice: 849_900, availability: 12,
    providerName: "Saudia Holidays", tags: ["city", "family", "summer", "shopping"], isFeatured: false, image: "london", from: 45, to: 120,
  },
  {
    titleAr: "جزر فرسان",
    titleEn: "The Farasan Islands",
    descriptionAr: "طيران من الرياض إلى جازان وثلاث ليالٍ في جزر فرسان، مع العبّارة ورحلة بالقارب بين غابات المانجروف.",
    descriptionEn: "Flights Riyadh to Jazan and three nights on the Farasan Islands, with the ferry and a boat trip through the mangroves.",
    type: "package", origin: "RUH", destination: "GIZ", price: 189_900, originalPrice: 219_900, availability: 10,
    providerName: "Rahhal Holidays", tags: ["islands", "beach", "nature"], isFeatured: false, image: "farasan", from: 0, to: 65,
  },
];

const isoDay = (base: string, days: number) => new Date(Date.parse(`${base}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The rows written for `today` (an instant; its date in Saudi Arabia is day 0). */
export function seedOfferRows(today = new Date()): (typeof offers.$inferInsert)[] {
  const base = localDate(today, OFFER_TIMEZONE);
  return SEED_OFFERS.map(({ from, to, image, termsAr, termsEn, ...offer }, index) => {
    const terms = OFFER_TERMS[offer.type];
    // Put on sale a week or two before its first day (or before today), so "newest" has an order to show.
    const createdAt = new Date(today.getTime() - (Math.max(0, -from) + 7 + (index % 9)) * 86_400_000 - index * 3_600_000);
    return {
      ...offer,
      image: `/images/offers/${image}.jpg`,
      bookingLink: null,
      termsAr: termsAr ? `${terms.ar}\n${termsAr}` : terms.ar,
      termsEn: termsEn ? `${terms.en}\n${termsEn}` : terms.en,
      startDate: isoDay(base, from),
      endDate: isoDay(base, to),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export async function seedOffers(db: Db, today = new Date()): Promise<void> {
  await db.insert(offers).values(seedOfferRows(today));
}
