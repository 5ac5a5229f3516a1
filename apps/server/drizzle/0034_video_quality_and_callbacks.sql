CREATE TABLE "teleconsultation_quality_reports" (
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	"readings" integer NOT NULL,
	"rtt_avg_ms" integer,
	"rtt_max_ms" integer,
	"loss_permille" integer NOT NULL,
	"relayed" boolean NOT NULL,
	"bytes_sent" bigint NOT NULL,
	"bytes_received" bigint NOT NULL,
	"fallbacks" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teleconsultation_quality_reports_booking_id_user_id_pk" PRIMARY KEY("booking_id","user_id"),
	CONSTRAINT "teleconsultation_quality_reports_side_check" CHECK ("teleconsultation_quality_reports"."side" in ('patient', 'doctor'))
);
--> statement-breakpoint
ALTER TABLE "immediate_consultations" ADD COLUMN "callback_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "immediate_consultations" ADD COLUMN "callback_done_by" uuid;--> statement-breakpoint
ALTER TABLE "teleconsultation_quality_reports" ADD CONSTRAINT "teleconsultation_quality_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teleconsultation_quality_reports" ADD CONSTRAINT "teleconsultation_quality_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "immediate_consultations" ADD CONSTRAINT "immediate_consultations_callback_done_by_user_id_fk" FOREIGN KEY ("callback_done_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;