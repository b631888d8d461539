CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"date" date NOT NULL,
	"cabin" "fare_class" NOT NULL,
	"adults" smallint NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"infants" smallint DEFAULT 0 NOT NULL,
	"saved_fare" bigint NOT NULL,
	"notified_fare" bigint,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "price_alerts_party" CHECK ("price_alerts"."adults" >= 1 and "price_alerts"."children" >= 0 and "price_alerts"."infants" >= 0 and "price_alerts"."infants" <= "price_alerts"."adults"),
	CONSTRAINT "price_alerts_fares" CHECK ("price_alerts"."saved_fare" >= 0 and ("price_alerts"."notified_fare" is null or "price_alerts"."notified_fare" >= 0))
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_active_search_key" ON "price_alerts" USING btree ("user_id","from_code","to_code","date","cabin","adults","children","infants") WHERE "price_alerts"."unsubscribed_at" is null;--> statement-breakpoint
CREATE INDEX "price_alerts_active_idx" ON "price_alerts" USING btree ("date") WHERE "price_alerts"."unsubscribed_at" is null;
