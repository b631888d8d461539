-- Offers name their provider in Arabic too (issue 22 point 12): an Arabic offer page, reservation and voucher said
-- "flynas" or "Rahhal Holidays". Offers saved before this get the Arabic name of a seeded provider; another provider
-- keeps its name until the admin writes the Arabic one.
ALTER TABLE "offers" ADD COLUMN "provider_name_ar" text;--> statement-breakpoint
UPDATE "offers" o SET "provider_name_ar" = coalesce(n.ar, o."provider_name")
  FROM "offers" x LEFT JOIN (VALUES
  ('AlUla Desert Camps', 'مخيمات صحراء العُلا'),
  ('Bosphorus Stays', 'إقامات البوسفور'),
  ('Corniche Suites', 'أجنحة الكورنيش'),
  ('EgyptAir Holidays', 'عطلات مصر للطيران'),
  ('EgyptAir', 'مصر للطيران'),
  ('Emirates Holidays', 'عطلات طيران الإمارات'),
  ('Etihad Holidays', 'عطلات الاتحاد للطيران'),
  ('Gulf Air Holidays', 'عطلات طيران الخليج'),
  ('Khobar Beach Chalets', 'شاليهات شاطئ الخبر'),
  ('Kuwait Airways', 'الخطوط الجوية الكويتية'),
  ('Naama Bay Resorts', 'منتجعات خليج نعمة'),
  ('Obhur Divers', 'غواصو أبحر'),
  ('Oman Air Holidays', 'عطلات الطيران العُماني'),
  ('Qatar Airways Holidays', 'عطلات الخطوط الجوية القطرية'),
  ('Qatar Airways', 'الخطوط الجوية القطرية'),
  ('Rahhal Holidays', 'رحّال للعطلات'),
  ('Rahhal Transfers', 'رحّال للتوصيل'),
  ('Royal Jordanian Holidays', 'عطلات الملكية الأردنية'),
  ('Saudia Holidays', 'عطلات السعودية'),
  ('Saudia', 'السعودية'),
  ('Shafa Highlands', 'مرتفعات الشفا'),
  ('Sinai Divers', 'غواصو سيناء'),
  ('Soudah Chalets', 'شاليهات السودة'),
  ('Taibah Hotels', 'فنادق طيبة'),
  ('Thumamah Retreats', 'استراحات الثمامة'),
  ('Turkish Airlines Holidays', 'عطلات الخطوط الجوية التركية'),
  ('Turkish Airlines', 'الخطوط الجوية التركية'),
  ('flyadeal', 'طيران أديل'),
  ('flynas', 'طيران ناس')
  ) AS n(en, ar) ON n.en = x."provider_name"
  WHERE x."id" = o."id";--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "provider_name_ar" SET NOT NULL;
