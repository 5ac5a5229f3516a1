CREATE TABLE "shop_order_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text NOT NULL,
	"fulfilment" text NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"delivery_zone_id" text,
	"delivery_address" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"payment_choice" text NOT NULL,
	"subtotal_xaf" integer NOT NULL,
	"delivery_fee_xaf" integer NOT NULL,
	"total_xaf" integer NOT NULL,
	"vat_xaf" integer NOT NULL,
	"commission_xaf" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"commission_rate_bp" integer NOT NULL,
	"stock_held" boolean DEFAULT false NOT NULL,
	"pay_by" timestamp with time zone,
	"handover_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_status_check" CHECK ("shop_orders"."status" in ('awaiting_prescription', 'pharmacist_review', 'awaiting_payment', 'paid', 'preparing', 'ready_for_pickup', 'out_for_delivery', 'picked_up', 'delivered', 'cancelled', 'expired', 'refunded')),
	CONSTRAINT "shop_orders_fulfilment_check" CHECK ("shop_orders"."fulfilment" in ('pickup', 'delivery')),
	CONSTRAINT "shop_orders_amounts_check" CHECK ("shop_orders"."subtotal_xaf" >= 0 and "shop_orders"."delivery_fee_xaf" >= 0 and "shop_orders"."total_xaf" = "shop_orders"."subtotal_xaf" + "shop_orders"."delivery_fee_xaf")
);
--> statement-breakpoint
CREATE TABLE "shop_order_lines" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"prescription_class" text,
	"pack_size" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_xaf" integer NOT NULL,
	CONSTRAINT "shop_order_lines_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "shop_order_lines_quantity_check" CHECK ("shop_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_patient_id_user_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_pharmacy_id_shop_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."shop_pharmacies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_events" ADD CONSTRAINT "shop_order_events_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_events" ADD CONSTRAINT "shop_order_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_number_key" ON "shop_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "shop_orders_patient_idx" ON "shop_orders" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_status_idx" ON "shop_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shop_order_events_order_idx" ON "shop_order_events" USING btree ("order_id","at");
