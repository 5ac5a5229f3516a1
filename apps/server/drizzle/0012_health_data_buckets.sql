ALTER TABLE "storage_buckets" ADD COLUMN "holds_health_data" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The medical documents are health data: flagged, and private again if someone had opened the bucket.
UPDATE "storage_buckets" SET "holds_health_data" = true, "public" = false WHERE "id" = 'medical-documents';--> statement-breakpoint
ALTER TABLE "storage_buckets" ADD CONSTRAINT "storage_buckets_health_data_private" CHECK (not ("storage_buckets"."holds_health_data" and "storage_buckets"."public"));
