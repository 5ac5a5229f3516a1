ALTER TABLE "doctor_profiles" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD COLUMN "facility" text;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD COLUMN "zone" text;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD CONSTRAINT "doctor_profiles_status_check" CHECK ("doctor_profiles"."status" in ('pending_verification', 'active', 'suspended'));
