-- The admin dashboard's figures (issue #15 §4) on index-only reads at 1,000,000 bookings (npm run bench:ops):
-- upcoming slot holds by start, the succeeded payments of bookings by booking, the cancelled bookings, the payments
-- owed back, the settlements by time and the accounts by sign-up time.
CREATE INDEX "bookings_holding_starts_idx" ON "bookings" USING btree ("starts_at","id") WHERE "bookings"."status" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "bookings_cancelled_idx" ON "bookings" USING btree ("id") WHERE "bookings"."status" = 'cancelled';--> statement-breakpoint
CREATE INDEX "payments_booking_succeeded_idx" ON "payments" USING btree ("payable_id","refund_reason") WHERE "payments"."payable_type" = 'booking' and "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("id") WHERE "payments"."status" = 'succeeded' and "payments"."refund_reason" is not null;--> statement-breakpoint
CREATE INDEX "payments_succeeded_amount_idx" ON "payments" USING btree ("id","amount") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payable_settlements_settled_idx" ON "payable_settlements" USING btree ("settled_at","payment_id");--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at");
