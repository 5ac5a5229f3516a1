CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retracted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversation_receipts" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"delivered_seq" integer DEFAULT 0 NOT NULL,
	"read_seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_receipts_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"patient_id" uuid,
	"carer_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" uuid,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "conversations_kind_check" CHECK ("conversations"."kind" in ('patient_carer', 'patient_team', 'team_doctor')),
	CONSTRAINT "conversations_status_check" CHECK ("conversations"."status" in ('open', 'closed')),
	CONSTRAINT "conversations_parties_check" CHECK (("conversations"."kind" = 'patient_carer' and "conversations"."patient_id" is not null and "conversations"."carer_id" is not null)
        or ("conversations"."kind" = 'patient_team' and "conversations"."patient_id" is not null and "conversations"."carer_id" is null)
        or ("conversations"."kind" = 'team_doctor' and "conversations"."patient_id" is null and "conversations"."carer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_receipts" ADD CONSTRAINT "conversation_receipts_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_receipts" ADD CONSTRAINT "conversation_receipts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_patient_id_user_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_carer_id_user_id_fk" FOREIGN KEY ("carer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assigned_to_user_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_closed_by_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_seq_unique" ON "conversation_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_client_unique" ON "conversation_messages" USING btree ("conversation_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_patient_carer_unique" ON "conversations" USING btree ("patient_id","carer_id") WHERE "conversations"."kind" = 'patient_carer';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_patient_team_unique" ON "conversations" USING btree ("patient_id") WHERE "conversations"."kind" = 'patient_team';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_team_doctor_unique" ON "conversations" USING btree ("carer_id") WHERE "conversations"."kind" = 'team_doctor';--> statement-breakpoint
CREATE INDEX "conversations_carer_idx" ON "conversations" USING btree ("carer_id");--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at");