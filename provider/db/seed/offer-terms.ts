// The conditions every seeded offer of a type states on its details page, in both languages: what the price covers and
// the conditions. Never the cancellation rule: the site states it from the offer's freeCancellationHours and
// cancellationFeePercent, the terms a booking stores and a cancellation applies. An offer may add its own lines (Umrah
// permits, diving levels…).
import type { OfferType } from "../../contracts/offer-rules";

export const OFFER_TERMS: Record<OfferType, { ar: string; en: string }> = {
  package: {
    ar: [
      "السعر للشخص الواحد على أساس الإقامة في غرفة مزدوجة.",
      "يشمل الطيران والليالي الفندقية والتنقلات المذكورة في وصف العرض، ولا يشمل التأشيرات والمصروفات الشخصية.",
      "يجب أن تطابق أسماء المسافرين ما في جوازات سفرهم، ويخضع تغيير موعد السفر للتوفر.",
    ].join("\n"),
    en: [
      "Price per person, based on two sharing a double room.",
      "Includes the flights, hotel nights and transfers named in the offer; visas and personal expenses are not included.",
      "Travellers' names must match their passports; a change of dates is subject to availability.",
    ].join("\n"),
  },
  flight: {
    ar: [
      "السعر لكل مسافر لتذكرة ذهاب وعودة على الدرجة السياحية، شاملًا الضرائب.",
      "تسري الأمتعة المسموح بها المذكورة في وصف العرض.",
      "المقاعد محدودة، وقد يتغير السعر بعد نفادها.",
    ].join("\n"),
    en: [
      "Price per traveller for a return economy ticket, taxes included.",
      "The baggage allowance stated in the offer applies.",
      "Seats are limited and the price may change once they are sold.",
    ].join("\n"),
  },
  hotel: {
    ar: [
      "السعر للإقامة كاملة في غرفة مزدوجة، مع نظام الوجبات المذكور في وصف العرض.",
      "تسجيل الدخول من الساعة 15:00، وتسجيل المغادرة حتى الساعة 12:00.",
      "يلزم تقديم هوية سارية عند تسجيل الدخول، وقد يحصّل الفندق رسوم السياحة المحلية.",
    ].join("\n"),
    en: [
      "Price for the whole stay in a double room, with the board stated in the offer.",
      "Check-in from 15:00, check-out by 12:00.",
      "A valid ID is required at check-in; the hotel may collect a local tourism fee.",
    ].join("\n"),
  },
  chalet: {
    ar: [
      "السعر لليلة الواحدة للشاليه كاملًا.",
      "تسجيل الدخول من الساعة 16:00، وتسجيل المغادرة حتى الساعة 12:00، ويُطلب تأمين مسترد عند الوصول.",
      "الشاليه مخصص للعائلات، ولا يُسمح بالحفلات أو بالموسيقى الصاخبة بعد منتصف الليل.",
    ].join("\n"),
    en: [
      "Price per night for the whole chalet.",
      "Check-in from 16:00, check-out by 12:00; a refundable security deposit is taken on arrival.",
      "For families only; no parties or loud music after midnight.",
    ].join("\n"),
  },
  taxi: {
    ar: [
      "السعر للسيارة الواحدة في اتجاه واحد، لعدد الركاب والحقائب المذكور في وصف العرض.",
      "ينتظرك السائق حتى 60 دقيقة بعد الهبوط دون رسوم إضافية.",
      "أدخل رقم رحلتك عند الحجز ليتابع السائق أي تأخير في موعد وصولها.",
    ].join("\n"),
    en: [
      "Price per car, one way, for the number of passengers and suitcases stated in the offer.",
      "The driver waits up to 60 minutes after landing at no extra charge.",
      "Give your flight number when booking so the driver can follow any delay.",
    ].join("\n"),
  },
};
