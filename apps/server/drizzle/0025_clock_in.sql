CREATE TABLE "clock_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carer_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"server_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_m" double precision,
	"position_at" timestamp with time zone,
	"site_latitude" double precision,
	"site_longitude" double precision,
	"distance_m" integer,
	"outcome" text NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"method" text DEFAULT 'app' NOT NULL,
	"review_decision" text,
	"review_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"corrected_at" timestamp with time zone,
	CONSTRAINT "clock_events_kind_check" CHECK ("clock_events"."kind" in ('shift_in', 'shift_out', 'visit_start', 'visit_end')),
	CONSTRAINT "clock_events_booking_check" CHECK (("clock_events"."kind" in ('visit_start', 'visit_end')) = ("clock_events"."booking_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "clock_events" ADD CONSTRAINT "clock_events_carer_id_user_id_fk" FOREIGN KEY ("carer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_events" ADD CONSTRAINT "clock_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_events" ADD CONSTRAINT "clock_events_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clock_events_client_unique" ON "clock_events" USING btree ("carer_id","client_id");--> statement-breakpoint
CREATE INDEX "clock_events_carer_device_idx" ON "clock_events" USING btree ("carer_id","device_at");--> statement-breakpoint
CREATE INDEX "clock_events_device_idx" ON "clock_events" USING btree ("device_at");--> statement-breakpoint
CREATE INDEX "clock_events_booking_idx" ON "clock_events" USING btree ("booking_id");
