CREATE TABLE "score_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"author_id" uuid,
	"calculator_id" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"value" double precision,
	"decimals" integer NOT NULL,
	"unit_key" text NOT NULL,
	"interpretation_key" text NOT NULL,
	"severity" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_records" ADD CONSTRAINT "score_records_patient_id_user_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_records" ADD CONSTRAINT "score_records_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_records_patient_idx" ON "score_records" USING btree ("patient_id","created_at");
