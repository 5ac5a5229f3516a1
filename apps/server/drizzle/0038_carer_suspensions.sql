CREATE TABLE "carer_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"suspended_by" uuid,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_by" uuid,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "carer_suspensions" ADD CONSTRAINT "carer_suspensions_carer_id_user_id_fk" FOREIGN KEY ("carer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carer_suspensions" ADD CONSTRAINT "carer_suspensions_suspended_by_user_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carer_suspensions" ADD CONSTRAINT "carer_suspensions_lifted_by_user_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carer_suspensions_carer_idx" ON "carer_suspensions" USING btree ("carer_id","suspended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carer_suspensions_open_unique" ON "carer_suspensions" USING btree ("carer_id") WHERE "carer_suspensions"."lifted_at" is null;
