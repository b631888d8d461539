-- Idempotency keys belong to a user: one user's key must not make another user's payment answer 409. Every payment
-- is of a reservation, whose owner is the key's user.
DROP INDEX "payments_idempotency_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "payments" p SET "user_id" = r."user_id" FROM "reservations" r WHERE r."id" = p."reservation_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency_key" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
-- A plane model is unique whatever its case. Models that differ only in case (saved before this) are kept, flights
-- and seats included: the oldest keeps its name, each later one gets its id appended ("a320 (7)") for the admin to
-- rename or merge.
DROP INDEX "planes_model_key";--> statement-breakpoint
UPDATE "planes" p SET "model" = p."model" || ' (' || p."id" || ')'
  WHERE EXISTS (SELECT 1 FROM "planes" q WHERE lower(q."model") = lower(p."model") AND q."id" < p."id");--> statement-breakpoint
CREATE UNIQUE INDEX "planes_model_key" ON "planes" USING btree (lower("model"));
