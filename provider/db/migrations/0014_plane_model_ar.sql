-- A plane's model in Arabic (issue 22 point 12): Arabic pages read "إيرباص A330-300", not "Airbus A330-300". Planes
-- saved before this get the maker's name written in Arabic letters and the type number kept; a model of another maker
-- keeps its Latin name until the admin writes the Arabic one.
ALTER TABLE "planes" ADD COLUMN "model_ar" text;--> statement-breakpoint
UPDATE "planes" SET "model_ar" = regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace("model",
  '^Airbus\M', 'إيرباص', 'i'), '^Boeing\M', 'بوينغ', 'i'), '^Embraer\M', 'إمبراير', 'i'), '^Bombardier\M', 'بومباردييه', 'i'),
  '^(بوينغ \S+) MAX\M', '\1 ماكس');--> statement-breakpoint
ALTER TABLE "planes" ALTER COLUMN "model_ar" SET NOT NULL;
--> statement-breakpoint
-- The seed's Arabic descriptions said "1 غرف نوم", "2 نجوم" and "بـالرياض": the singular and the dual take no digit,
-- and the preposition joins the city's name without a tatweel.
UPDATE "chalets" SET "description_ar" = replace(replace(regexp_replace("description_ar", 'بـ([ء-ي])', 'ب\1', 'g'),
  '، 1 غرف نوم', '، غرفة نوم واحدة'), '، 2 غرف نوم', '، غرفتا نوم')
  WHERE "description_ar" ~ 'بـ[ء-ي]|، [12] غرف نوم';--> statement-breakpoint
UPDATE "hotels" SET "description_ar" = replace(replace("description_ar", 'فندق 1 نجوم', 'فندق بنجمة واحدة'), 'فندق 2 نجوم', 'فندق بنجمتين')
  WHERE "description_ar" ~ '^فندق [12] نجوم';
