CREATE TABLE "shop_order_prescription_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"prescription_id" uuid,
	"prescription_object_id" uuid,
	"reason" text NOT NULL,
	"refused_by" uuid,
	"pharmacist_ordre_number" text NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_order_prescription_refusals" ADD CONSTRAINT "shop_order_prescription_refusals_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_prescription_refusals" ADD CONSTRAINT "shop_order_prescription_refusals_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_prescription_refusals" ADD CONSTRAINT "shop_order_prescription_refusals_prescription_object_id_storage_objects_id_fk" FOREIGN KEY ("prescription_object_id") REFERENCES "public"."storage_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_prescription_refusals" ADD CONSTRAINT "shop_order_prescription_refusals_refused_by_user_id_fk" FOREIGN KEY ("refused_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_order_prescription_refusals_order_idx" ON "shop_order_prescription_refusals" USING btree ("order_id","refused_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pharmacy_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pharmacy_id_shop_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."shop_pharmacies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_pharmacy_period_unique" ON "invoices" USING btree ("pharmacy_id","period");
