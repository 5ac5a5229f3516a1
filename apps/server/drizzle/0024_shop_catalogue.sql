CREATE TABLE "shop_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"description" text NOT NULL,
	"price_xaf" integer NOT NULL,
	"pack_size" text NOT NULL,
	"image_url" text,
	"dci" text,
	"form" text,
	"strength" text,
	"amm_number" text,
	"prescription_class" text,
	"cold_chain" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_kind_check" CHECK ("shop_products"."kind" in ('health_product', 'medicine')),
	CONSTRAINT "shop_products_price_check" CHECK ("shop_products"."price_xaf" >= 0),
	CONSTRAINT "shop_products_medicine_check" CHECK ("shop_products"."kind" <> 'medicine' or ("shop_products"."dci" is not null and "shop_products"."form" is not null and "shop_products"."strength" is not null and "shop_products"."prescription_class" in ('otc', 'rx') and coalesce(btrim("shop_products"."amm_number"), '') <> ''))
);
--> statement-breakpoint
CREATE TABLE "shop_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"trigrams" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_pharmacies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"ordre_number" text NOT NULL,
	"city" text NOT NULL,
	"quartier" text NOT NULL,
	"address" text NOT NULL,
	"landmark" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_pharmacy_duties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pharmacy_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "shop_pharmacy_duties_dates_check" CHECK ("shop_pharmacy_duties"."starts_on" <= "shop_pharmacy_duties"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "shop_pharmacy_stock" (
	"pharmacy_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_xaf" integer NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_pharmacy_stock_pharmacy_id_product_id_pk" PRIMARY KEY("pharmacy_id","product_id"),
	CONSTRAINT "shop_pharmacy_stock_price_check" CHECK ("shop_pharmacy_stock"."price_xaf" >= 0),
	CONSTRAINT "shop_pharmacy_stock_quantity_check" CHECK ("shop_pharmacy_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_category_id_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."shop_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pharmacy_duties" ADD CONSTRAINT "shop_pharmacy_duties_pharmacy_id_shop_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."shop_pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pharmacy_stock" ADD CONSTRAINT "shop_pharmacy_stock_pharmacy_id_shop_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."shop_pharmacies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_pharmacy_stock" ADD CONSTRAINT "shop_pharmacy_stock_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_categories_slug_key" ON "shop_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_slug_key" ON "shop_products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shop_products_category_idx" ON "shop_products" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "shop_products_search_words_idx" ON "shop_products" USING gin ("search_words");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_pharmacies_slug_key" ON "shop_pharmacies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shop_pharmacies_city_idx" ON "shop_pharmacies" USING btree ("city");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_pharmacy_duties_pharmacy_start_key" ON "shop_pharmacy_duties" USING btree ("pharmacy_id","starts_on");--> statement-breakpoint
CREATE INDEX "shop_pharmacy_duties_dates_idx" ON "shop_pharmacy_duties" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "shop_pharmacy_stock_product_idx" ON "shop_pharmacy_stock" USING btree ("product_id","quantity");
--> statement-breakpoint
CREATE FUNCTION "shop_products_index_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- The vocabulary of the search (ADR 035): every word of a product, with its trigrams as pg_trgm cuts them.
	INSERT INTO "shop_search_words" ("word", "trigrams")
	SELECT w, ARRAY(SELECT DISTINCT substr('  ' || w || ' ', i, 3) FROM generate_series(1, length(w) + 1) i)
	FROM unnest(NEW."search_words") w
	ON CONFLICT ("word") DO NOTHING;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "shop_products_index_words" AFTER INSERT OR UPDATE OF "search_words" ON "shop_products" FOR EACH ROW EXECUTE FUNCTION "shop_products_index_words"();
