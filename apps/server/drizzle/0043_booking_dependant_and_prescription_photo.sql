ALTER TABLE "bookings" ADD COLUMN "dependent_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "prescription_object_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dependent_id_dependents_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_prescription_object_id_storage_objects_id_fk" FOREIGN KEY ("prescription_object_id") REFERENCES "public"."storage_objects"("id") ON DELETE set null ON UPDATE no action;
