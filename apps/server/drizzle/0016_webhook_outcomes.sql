ALTER TABLE "webhook_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_outcome_check" CHECK ("webhook_events"."outcome" is null or "webhook_events"."outcome" in ('applied', 'ignored', 'failed'));--> statement-breakpoint
-- Events processed before outcomes were kept were applied (ignored ones were not told apart then).
UPDATE "webhook_events" SET "outcome" = 'applied' WHERE "processed_at" IS NOT NULL;
