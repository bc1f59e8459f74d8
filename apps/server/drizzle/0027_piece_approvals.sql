CREATE TABLE "piece_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"approved_by" text,
	"photos" text[] NOT NULL,
	"video" text,
	"round" integer DEFAULT 1 NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"staff_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "piece_approvals_state_check" CHECK ("piece_approvals"."state" in ('awaiting', 'approved', 'changes_requested')),
	CONSTRAINT "piece_approvals_way_check" CHECK (("piece_approvals"."state" = 'approved') = ("piece_approvals"."approved_by" is not null)),
	CONSTRAINT "piece_approvals_photos_check" CHECK (cardinality("piece_approvals"."photos") between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "piece_approvals" ADD CONSTRAINT "piece_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_approvals" ADD CONSTRAINT "piece_approvals_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "piece_approvals_line_unique" ON "piece_approvals" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "piece_approvals_order_idx" ON "piece_approvals" USING btree ("order_id");