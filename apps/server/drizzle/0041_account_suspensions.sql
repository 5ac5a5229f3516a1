CREATE TABLE "account_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"suspended_by" uuid,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_by" uuid,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_suspended_by_user_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_lifted_by_user_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_suspensions_user_idx" ON "account_suspensions" USING btree ("user_id","suspended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_suspensions_open_unique" ON "account_suspensions" USING btree ("user_id") WHERE "account_suspensions"."lifted_at" is null;
