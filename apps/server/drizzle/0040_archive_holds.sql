CREATE TABLE "archive_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"document_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"held_by" uuid,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lift_reason" text,
	"lifted_by" uuid,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "archive_holds_lifted_check" CHECK (("archive_holds"."lifted_at" is null) = ("archive_holds"."lift_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "archive_holds" ADD CONSTRAINT "archive_holds_held_by_user_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_holds" ADD CONSTRAINT "archive_holds_lifted_by_user_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_holds_active_unique" ON "archive_holds" USING btree ("source","document_id") WHERE "archive_holds"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "archive_holds_document_idx" ON "archive_holds" USING btree ("document_id");
