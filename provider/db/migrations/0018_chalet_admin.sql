ALTER TABLE "chalets" ADD COLUMN "min_nights" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "chalets" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chalets" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chalets" ADD CONSTRAINT "chalets_min_nights" CHECK ("chalets"."min_nights" between 1 and 30);