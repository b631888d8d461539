-- The named lines of tax a stay or a transfer was charged, as its country set them (provider/contracts/taxes.ts).
-- Stays and transfers booked before were all charged Saudi VAT 15 % on the nights (the ride) and the service fee.
ALTER TABLE "reservations" ADD COLUMN "tax_lines" jsonb;--> statement-breakpoint
UPDATE "reservations" SET "tax_lines" = jsonb_build_array(jsonb_build_object('code', 'vat', 'percent', 15, 'amount', "tax"))
  WHERE "kind" IN ('hotel', 'chalet', 'taxi') AND "tax" > 0;
