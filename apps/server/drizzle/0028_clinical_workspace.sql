ALTER TABLE "consultation_notes" RENAME COLUMN "subjective" TO "history";--> statement-breakpoint
ALTER TABLE "consultation_notes" RENAME COLUMN "objective" TO "examination";--> statement-breakpoint
ALTER TABLE "consultation_notes" RENAME COLUMN "assessment" TO "diagnosis";--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD COLUMN "vitals" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD COLUMN "icd10_code" text;--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD COLUMN "signed_by" uuid;--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD CONSTRAINT "consultation_notes_signed_by_user_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "consultation_notes" n SET "reason" = coalesce(b."reason", '') FROM "bookings" b WHERE b."id" = n."booking_id";--> statement-breakpoint
CREATE TABLE "consultation_note_amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"author_id" uuid,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_note_amendments" ADD CONSTRAINT "consultation_note_amendments_booking_id_consultation_notes_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."consultation_notes"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_note_amendments" ADD CONSTRAINT "consultation_note_amendments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_note_amendments_booking_idx" ON "consultation_note_amendments" USING btree ("booking_id","created_at");
