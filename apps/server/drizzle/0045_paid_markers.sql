-- The paid markers the admin dashboard reads (issue #15 §5, ADR 062), written by the payment code in the transaction
-- that settles or refunds: a booking's `paid_at` (since when one of its payments has succeeded; null while none has
-- or once each success is refunded) and a settlement's `amount` and `refunded_at`. Backfilled from the payments, then
-- the dashboard's partial indexes on them replace the joins of migration 0044.
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payable_settlements" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "payable_settlements" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
UPDATE "bookings" SET "paid_at" = "paid"."at"
FROM (
  SELECT "payable_id", min(coalesce("settled_at", "updated_at")) AS "at" FROM "payments"
  WHERE "payable_type" = 'booking' AND "status" = 'succeeded' GROUP BY "payable_id"
) AS "paid"
WHERE "bookings"."id" = "paid"."payable_id";--> statement-breakpoint
UPDATE "payable_settlements" SET "amount" = "payments"."amount",
  "refunded_at" = CASE WHEN "payments"."status" <> 'succeeded' THEN "payments"."updated_at" END
FROM "payments" WHERE "payments"."id" = "payable_settlements"."payment_id";--> statement-breakpoint
ALTER TABLE "payable_settlements" ALTER COLUMN "amount" SET NOT NULL;--> statement-breakpoint
DROP INDEX "bookings_cancelled_idx";--> statement-breakpoint
DROP INDEX "payments_succeeded_amount_idx";--> statement-breakpoint
DROP INDEX "payable_settlements_settled_idx";--> statement-breakpoint
CREATE INDEX "bookings_unpaid_holds_idx" ON "bookings" USING btree ("starts_at") WHERE "bookings"."status" in ('pending', 'confirmed') and "bookings"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_cancelled_paid_idx" ON "bookings" USING btree ("id") WHERE "bookings"."status" = 'cancelled' and "bookings"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "payable_settlements_revenue_idx" ON "payable_settlements" USING btree ("settled_at","amount") WHERE "payable_settlements"."refunded_at" is null;
