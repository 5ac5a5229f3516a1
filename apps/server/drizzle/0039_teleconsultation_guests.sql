CREATE TABLE "teleconsultation_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"invited_by" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"link_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"room_key_hash" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teleconsultation_guests_kind_check" CHECK ("teleconsultation_guests"."kind" in ('interpreter', 'relative')),
	CONSTRAINT "teleconsultation_guests_channel_check" CHECK ("teleconsultation_guests"."channel" in ('email', 'sms', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "teleconsultation_guests" ADD CONSTRAINT "teleconsultation_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teleconsultation_guests" ADD CONSTRAINT "teleconsultation_guests_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teleconsultation_guests_link_hash_idx" ON "teleconsultation_guests" USING btree ("link_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "teleconsultation_guests_room_key_hash_idx" ON "teleconsultation_guests" USING btree ("room_key_hash");--> statement-breakpoint
CREATE INDEX "teleconsultation_guests_booking_idx" ON "teleconsultation_guests" USING btree ("booking_id");
