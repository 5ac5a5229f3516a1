ALTER TABLE "doctor_profiles" ADD COLUMN "professional_address" text;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD COLUMN "stamp_object_id" uuid;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD CONSTRAINT "doctor_profiles_stamp_object_id_storage_objects_id_fk" FOREIGN KEY ("stamp_object_id") REFERENCES "public"."storage_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"medicines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exams" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"patient_weight_kg" double precision,
	"prescriber" jsonb,
	"stamp_object_id" uuid,
	"signed_at" timestamp with time zone,
	"dispensed_at" timestamp with time zone,
	"dispensed_pharmacy" text,
	"dispensed_pharmacist_licence" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_status_check" CHECK ("prescriptions"."status" in ('draft', 'signed')),
	CONSTRAINT "prescriptions_signed_check" CHECK (("prescriptions"."status" = 'signed') = ("prescriptions"."signed_at" is not null and "prescriptions"."prescriber" is not null)),
	CONSTRAINT "prescriptions_dispensed_check" CHECK ("prescriptions"."dispensed_at" is null or "prescriptions"."status" = 'signed')
);
--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_id_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_user_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_stamp_object_id_storage_objects_id_fk" FOREIGN KEY ("stamp_object_id") REFERENCES "public"."storage_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_booking_unique" ON "prescriptions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "prescriptions_patient_idx" ON "prescriptions" USING btree ("patient_id","signed_at");
