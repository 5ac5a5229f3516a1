ALTER TABLE "staff_pharmacists" ADD COLUMN "pharmacy_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_pharmacists" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_pharmacists" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_pharmacists" ADD CONSTRAINT "staff_pharmacists_pharmacy_id_shop_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."shop_pharmacies"("id") ON DELETE no action ON UPDATE no action;
