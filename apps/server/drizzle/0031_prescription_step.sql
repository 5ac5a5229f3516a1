CREATE TABLE "staff_pharmacists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ordre_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD COLUMN "ordered_product_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD COLUMN "ordered_name" text;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD COLUMN "ordered_unit_price_xaf" integer;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "review_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "prescription_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "prescription_object_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "pharmacist_ordre_number" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "changed_by_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "changes_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_pharmacists" ADD CONSTRAINT "staff_pharmacists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_ordered_product_id_shop_products_id_fk" FOREIGN KEY ("ordered_product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_prescription_object_id_storage_objects_id_fk" FOREIGN KEY ("prescription_object_id") REFERENCES "public"."storage_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_prescription_key" ON "shop_orders" USING btree ("prescription_id") WHERE "shop_orders"."status" not in ('cancelled', 'expired', 'refunded');--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_review_check" CHECK ("shop_order_lines"."review" is null or "shop_order_lines"."review" in ('pending', 'approved', 'substituted', 'refused'));