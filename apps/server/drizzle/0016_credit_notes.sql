CREATE TABLE "credit_note_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"patient_id" uuid,
	"amount_xaf" integer NOT NULL,
	"currency" text DEFAULT 'XAF' NOT NULL,
	"refund_note" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_patient_id_user_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_unique" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_year_sequence_unique" ON "credit_notes" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_unique" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_patient_idx" ON "credit_notes" USING btree ("patient_id");--> statement-breakpoint
-- Refunds recorded before credit notes existed (ADR 016, "Credit notes"): each refunded payment that paid an
-- invoice gets its credit note, numbered in the order of the refunds within each Douala year (UTC+1, no DST),
-- dated and signed as the refund's audit row says (else the payment's last change).
INSERT INTO "credit_notes" ("number", "year", "sequence", "invoice_id", "payment_id", "patient_id", "amount_xaf", "refund_note", "issued_at", "issued_by")
SELECT 'AV-' || r."year" || '-' || lpad(r."sequence"::text, 6, '0'), r."year", r."sequence", r."invoice_id", r."payment_id",
  r."patient_id", r."amount_xaf", r."refund_note", r."issued_at", r."issued_by"
FROM (
  SELECT x.*, row_number() OVER (PARTITION BY x."year" ORDER BY x."issued_at", x."payment_id")::int AS "sequence"
  FROM (
    SELECT i."id" AS "invoice_id", p."id" AS "payment_id", i."patient_id", i."total_xaf" AS "amount_xaf",
      coalesce(a."details"->>'reason', '-') AS "refund_note", coalesce(a."at", p."updated_at") AS "issued_at",
      (SELECT u."id" FROM "user" u WHERE u."id" = a."actor_id") AS "issued_by",
      extract(year FROM (coalesce(a."at", p."updated_at") AT TIME ZONE 'UTC') + interval '1 hour')::int AS "year"
    FROM "payments" p
    JOIN "invoices" i ON i."payment_id" = p."id"
    LEFT JOIN LATERAL (
      SELECT l."at", l."actor_id", l."details" FROM "audit_log" l
      WHERE l."action" = 'payment.refunded' AND l."target_id" = p."id"::text
      ORDER BY l."at" DESC LIMIT 1
    ) a ON true
    WHERE p."status" = 'refunded'
  ) x
) r;--> statement-breakpoint
INSERT INTO "credit_note_sequences" ("year", "last_value")
SELECT "year", max("sequence") FROM "credit_notes" GROUP BY "year";
