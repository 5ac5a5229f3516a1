CREATE TABLE "immediate_consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"reason" text,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"doctor_id" uuid,
	"accepted_at" timestamp with time zone,
	"booking_id" uuid,
	"callback_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "immediate_consultations_status_check" CHECK ("immediate_consultations"."status" in ('open', 'accepted', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "immediate_consultations" ADD CONSTRAINT "immediate_consultations_patient_id_user_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "immediate_consultations" ADD CONSTRAINT "immediate_consultations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "immediate_consultations" ADD CONSTRAINT "immediate_consultations_doctor_id_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "immediate_consultations" ADD CONSTRAINT "immediate_consultations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "immediate_consultations_status_idx" ON "immediate_consultations" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "immediate_consultations_one_open_idx" ON "immediate_consultations" USING btree ("patient_id") WHERE "immediate_consultations"."status" = 'open';
