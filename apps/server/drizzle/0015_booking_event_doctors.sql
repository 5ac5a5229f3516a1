ALTER TABLE "booking_events" ADD COLUMN "from_doctor_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "to_doctor_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_from_doctor_id_user_id_fk" FOREIGN KEY ("from_doctor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_to_doctor_id_user_id_fk" FOREIGN KEY ("to_doctor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Reassignments recorded before: who was replaced by whom is in the audit row written in the same transaction
-- (same booking, same now()); the ids are kept only where the accounts still exist.
UPDATE "booking_events" AS e
SET "from_doctor_id" = (SELECT u."id" FROM "user" u WHERE u."id"::text = a."details"->>'from'),
    "to_doctor_id" = (SELECT u."id" FROM "user" u WHERE u."id"::text = a."details"->>'to')
FROM "audit_log" AS a
WHERE e."type" = 'doctor_assigned'
  AND a."action" = 'booking.doctor_assigned'
  AND a."target_id" = e."booking_id"::text
  AND a."at" = e."at";
