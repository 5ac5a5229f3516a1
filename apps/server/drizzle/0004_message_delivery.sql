CREATE TABLE "delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"error_code" text,
	"provider_message_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "status" SET DEFAULT 'queued';--> statement-breakpoint
UPDATE "outbox_messages" SET "status" = 'queued' WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_message_id_outbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_attempts_message_idx" ON "delivery_attempts" USING btree ("message_id","attempt");--> statement-breakpoint
CREATE INDEX "outbox_messages_channel_idx" ON "outbox_messages" USING btree ("channel","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_provider_message_id_key" ON "outbox_messages" USING btree ("provider_message_id");