CREATE TABLE "medical_protocols" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_protocol_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"protocol_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"condition" text NOT NULL,
	"population" text NOT NULL,
	"source_citation" text NOT NULL,
	"source_date" date NOT NULL,
	"reviewer" text NOT NULL,
	"next_review_date" date NOT NULL,
	"steps" jsonb NOT NULL,
	"drugs" jsonb NOT NULL,
	"referral_criteria" jsonb NOT NULL,
	"red_flags" jsonb NOT NULL,
	"validation" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"published_by" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_protocol_versions_status_check" CHECK ("medical_protocol_versions"."status" in ('draft', 'published')),
	CONSTRAINT "medical_protocol_versions_validation_check" CHECK ("medical_protocol_versions"."validation" in ('pending', 'validated')),
	CONSTRAINT "medical_protocol_versions_published_at_check" CHECK (("medical_protocol_versions"."status" = 'published') = ("medical_protocol_versions"."published_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "medical_protocol_versions" ADD CONSTRAINT "medical_protocol_versions_protocol_id_medical_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."medical_protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_protocol_versions" ADD CONSTRAINT "medical_protocol_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_protocol_versions" ADD CONSTRAINT "medical_protocol_versions_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medical_protocol_versions_number_unique" ON "medical_protocol_versions" USING btree ("protocol_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "medical_protocol_versions_one_draft" ON "medical_protocol_versions" USING btree ("protocol_id") WHERE "medical_protocol_versions"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "medical_protocol_versions_published_idx" ON "medical_protocol_versions" USING btree ("status","protocol_id","version");
