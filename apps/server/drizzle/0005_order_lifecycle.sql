CREATE TABLE "document_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gst_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"hsn_prefix" text NOT NULL,
	"min_unit_paise" integer DEFAULT 0 NOT NULL,
	"max_unit_paise" integer,
	"rate_basis_points" integer NOT NULL,
	"effective_from" date NOT NULL,
	"confirmed" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	CONSTRAINT "gst_rates_prefix_check" CHECK ("gst_rates"."hsn_prefix" ~ '^[0-9]{2,8}$'),
	CONSTRAINT "gst_rates_rate_check" CHECK ("gst_rates"."rate_basis_points" between 0 and 4000),
	CONSTRAINT "gst_rates_band_check" CHECK ("gst_rates"."min_unit_paise" >= 0 and ("gst_rates"."max_unit_paise" is null or "gst_rates"."max_unit_paise" > "gst_rates"."min_unit_paise"))
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file" text,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_number_check" CHECK (length("tax_documents"."number") <= 16),
	CONSTRAINT "tax_documents_refund_check" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."refund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer,
	"kind" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('payment', 'fulfilment', 'tailoring', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notes_body_check" CHECK (length("order_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_currency_check" CHECK ("refunds"."currency" in ('INR', 'USD'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_order_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_completed_paid_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "made_to_measure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tailoring_stage" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gst_rates_prefix_idx" ON "gst_rates" USING btree ("hsn_prefix","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_unique" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_unique" ON "tax_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_unique" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_credit_note_unique" ON "tax_documents" USING btree ("refund_id") WHERE "tax_documents"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_unique" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_unique" ON "refunds" USING btree ("payment_id","provider_refund_id") WHERE "refunds"."provider_refund_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","fulfilment");--> statement-breakpoint
UPDATE "orders" SET "fulfilment" = 'delivered' WHERE "order_status" = 'completed';--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "order_status";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_hsn_check" CHECK ("categories"."hsn" is null or "categories"."hsn" ~ '^[0-9]{4,8}$');--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tailoring_check" CHECK ("order_lines"."tailoring_stage" is null or ("order_lines"."made_to_measure" and "order_lines"."tailoring_stage" in ('measurements_checked', 'cutting', 'stitching', 'finishing')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_check" CHECK ("orders"."fulfilment" in ('pending', 'in_production', 'ready_to_ship', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_paid_check" CHECK ("orders"."fulfilment" = 'pending' or "orders"."status" in ('paid', 'partially_refunded', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."amount_charged");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('paid', 'pending', 'failed', 'partially_refunded', 'refunded'));--> statement-breakpoint
UPDATE "order_lines" SET "made_to_measure" = true
  WHERE jsonb_typeof("customization" -> 'measurements') = 'object' AND "customization" -> 'measurements' <> '{}'::jsonb;--> statement-breakpoint
UPDATE "categories" SET "hsn" = CASE "kind"
  WHEN 'garment' THEN '6204' WHEN 'dupatta' THEN '6214' WHEN 'turban' THEN '6217'
  WHEN 'fabric' THEN '5007' WHEN 'jewellery' THEN '7117' WHEN 'bag' THEN '4202' END
  WHERE "hsn" IS NULL;--> statement-breakpoint
-- GST on the shop's goods since 22 September 2025 (Notification 9/2025-Central Tax (Rate)); research/checkout-payments.md §5.1.
INSERT INTO "gst_rates" ("hsn_prefix", "min_unit_paise", "max_unit_paise", "rate_basis_points", "effective_from", "confirmed", "description", "source") VALUES
  ('61', 0, 250000, 500, '2025-09-22', true, 'Apparel, knitted: up to Rs 2,500 a piece', 'Notification 9/2025-CT(R); msassociates.pro/gst/gst-apparel.php'),
  ('61', 250000, NULL, 1800, '2025-09-22', true, 'Apparel, knitted: above Rs 2,500 a piece', 'Notification 9/2025-CT(R); msassociates.pro/gst/gst-apparel.php'),
  ('62', 0, 250000, 500, '2025-09-22', true, 'Apparel, not knitted: up to Rs 2,500 a piece', 'Notification 9/2025-CT(R); msassociates.pro/gst/gst-apparel.php'),
  ('62', 250000, NULL, 1800, '2025-09-22', true, 'Apparel, not knitted: above Rs 2,500 a piece', 'Notification 9/2025-CT(R); msassociates.pro/gst/gst-apparel.php'),
  ('63', 0, 250000, 500, '2025-09-22', true, 'Made-up textiles: up to Rs 2,500 a piece', 'Notification 9/2025-CT(R)'),
  ('63', 250000, NULL, 1800, '2025-09-22', true, 'Made-up textiles: above Rs 2,500 a piece', 'Notification 9/2025-CT(R)'),
  ('50', 0, NULL, 500, '2025-09-22', true, 'Silk fabrics', 'hepcindia.com rate list'),
  ('52', 0, NULL, 500, '2025-09-22', true, 'Cotton fabrics', 'hepcindia.com rate list'),
  ('54', 0, NULL, 500, '2025-09-22', true, 'Man-made filament fabrics', 'hepcindia.com rate list'),
  ('55', 0, NULL, 500, '2025-09-22', true, 'Man-made staple fibre fabrics', 'hepcindia.com rate list'),
  ('7117', 0, NULL, 300, '2025-09-22', false, 'Imitation jewellery (unconfirmed in Schedule IV of 9/2025)', 'gstgyaan.com (old Schedule V)'),
  ('4202', 0, NULL, 1800, '2025-09-22', false, 'Handbags and purses (old 12% slab removed; new slab unconfirmed)', 'cleartax (pre-reform)');
