CREATE TABLE "teleconsultation_calls" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"patient_joined_at" timestamp with time zone,
	"doctor_joined_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	"missed_by" text,
	"callback_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teleconsultation_calls_state_check" CHECK ("teleconsultation_calls"."state" in ('waiting', 'in_progress', 'ended', 'missed', 'callback_requested')),
	CONSTRAINT "teleconsultation_calls_missed_by_check" CHECK ("teleconsultation_calls"."missed_by" in ('doctor', 'patient'))
);
--> statement-breakpoint
ALTER TABLE "teleconsultation_calls" ADD CONSTRAINT "teleconsultation_calls_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teleconsultation_calls" ADD CONSTRAINT "teleconsultation_calls_ended_by_user_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teleconsultation_calls_state_idx" ON "teleconsultation_calls" USING btree ("state");