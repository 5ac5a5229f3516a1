DROP INDEX "conversations_patient_carer_unique";--> statement-breakpoint
DROP INDEX "conversations_patient_team_unique";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "dependent_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_dependent_id_dependents_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_patient_carer_unique" ON "conversations" USING btree ("patient_id","carer_id",coalesce("dependent_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "conversations"."kind" = 'patient_carer';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_patient_team_unique" ON "conversations" USING btree ("patient_id",coalesce("dependent_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "conversations"."kind" = 'patient_team';--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_dependent_check" CHECK ("conversations"."dependent_id" is null or "conversations"."patient_id" is not null);