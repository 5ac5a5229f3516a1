-- A booking's invoice names its patient as they were when it was issued (issue-booking-invoice.ts now stores
-- it): the invoices issued before get their patient's current name.
UPDATE "invoices" AS i
SET "recipient_name" = trim(p."first_name" || ' ' || coalesce(p."last_name", ''))
FROM "user_profiles" AS p
WHERE i."recipient_name" IS NULL
  AND i."patient_id" = p."user_id"
  AND p."first_name" IS NOT NULL
  AND p."first_name" <> '';
