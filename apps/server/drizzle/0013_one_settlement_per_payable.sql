CREATE TABLE "payable_settlements" (
	"payable_type" text NOT NULL,
	"payable_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payable_settlements_payable_type_payable_id_pk" PRIMARY KEY("payable_type","payable_id"),
	CONSTRAINT "payable_settlements_payment_idx" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payable_settlements" ADD CONSTRAINT "payable_settlements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill (ADR 020): of the successes already recorded for a payable, the one its invoice names settled it
-- (else the earliest); the later ones stay succeeded and are owed back.
INSERT INTO "payable_settlements" ("payable_type", "payable_id", "payment_id", "settled_at")
SELECT DISTINCT ON (p."payable_type", p."payable_id") p."payable_type", p."payable_id", p."id", coalesce(p."settled_at", p."updated_at")
FROM "payments" p
LEFT JOIN "invoices" i ON i."payment_id" = p."id"
WHERE p."status" IN ('succeeded', 'refunded')
ORDER BY p."payable_type", p."payable_id", (i."id" IS NULL), p."settled_at" NULLS LAST, p."created_at";--> statement-breakpoint
UPDATE "payments" SET "refund_reason" = 'duplicate_payment'
WHERE "status" = 'succeeded'
  AND NOT EXISTS (SELECT 1 FROM "payable_settlements" s WHERE s."payment_id" = "payments"."id");
