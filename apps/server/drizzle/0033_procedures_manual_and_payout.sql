ALTER TABLE "medical_protocols" ADD COLUMN "kind" text DEFAULT 'protocol' NOT NULL;--> statement-breakpoint
ALTER TABLE "medical_protocols" ADD CONSTRAINT "medical_protocols_kind_check" CHECK ("medical_protocols"."kind" in ('protocol', 'procedure'));--> statement-breakpoint
CREATE TABLE "procedure_acknowledgements" (
	"version_id" uuid NOT NULL,
	"carer_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "procedure_acknowledgements" ADD CONSTRAINT "procedure_acknowledgements_version_id_medical_protocol_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."medical_protocol_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_acknowledgements" ADD CONSTRAINT "procedure_acknowledgements_carer_id_user_id_fk" FOREIGN KEY ("carer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "procedure_acknowledgements_unique" ON "procedure_acknowledgements" USING btree ("version_id","carer_id");--> statement-breakpoint
CREATE INDEX "procedure_acknowledgements_carer_idx" ON "procedure_acknowledgements" USING btree ("carer_id");--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD COLUMN "payout_phone" text;
