CREATE TABLE "abandoned_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"address_id" integer,
	"step" text DEFAULT 'address' NOT NULL,
	"items" jsonb NOT NULL,
	"value" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"abandoned_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"restored_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"outcome" text,
	"order_total" integer,
	CONSTRAINT "abandoned_checkouts_step_check" CHECK ("abandoned_checkouts"."step" in ('address', 'payment')),
	CONSTRAINT "abandoned_checkouts_outcome_check" CHECK ("abandoned_checkouts"."outcome" is null or "abandoned_checkouts"."outcome" in ('recovered', 'ordered', 'opted_out', 'emptied', 'lapsed')),
	CONSTRAINT "abandoned_checkouts_reminders_check" CHECK ("abandoned_checkouts"."reminders_sent" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_purpose_check";--> statement-breakpoint
ALTER TABLE "abandoned_checkouts" ADD CONSTRAINT "abandoned_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_checkouts" ADD CONSTRAINT "abandoned_checkouts_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abandoned_checkouts_open_unique" ON "abandoned_checkouts" USING btree ("user_id") WHERE "abandoned_checkouts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "abandoned_checkouts_due_idx" ON "abandoned_checkouts" USING btree ("updated_at") WHERE "abandoned_checkouts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "abandoned_checkouts_abandoned_idx" ON "abandoned_checkouts" USING btree ("abandoned_at") WHERE "abandoned_checkouts"."abandoned_at" is not null;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('account', 'marketing_email', 'whatsapp', 'cart_reminders'));