ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "doctor_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recipient_phone" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recipient_email" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pay_token_hash" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pay_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "doctor_reviews" ADD CONSTRAINT "doctor_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_doctor_id_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_reviews_booking_unique" ON "doctor_reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_doctor_idx" ON "invoices" USING btree ("doctor_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_pay_token_unique" ON "invoices" USING btree ("pay_token_hash");--> statement-breakpoint
UPDATE "invoices" SET "doctor_id" = "bookings"."doctor_id" FROM "bookings" WHERE "invoices"."booking_id" = "bookings"."id";
