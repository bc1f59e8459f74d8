CREATE TABLE "cod_confirmations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"method" text,
	"actor_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "cod_confirmations_method_check" CHECK ("cod_confirmations"."method" is null or "cod_confirmations"."method" in ('code', 'link', 'phone')),
	CONSTRAINT "cod_confirmations_tries_check" CHECK ("cod_confirmations"."wrong_tries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tax_documents" DROP CONSTRAINT "tax_documents_refund_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pay_type_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_fulfilment_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_fulfilment_paid_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pay_type_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepaid_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_confirmations" ADD CONSTRAINT "cod_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_confirmations" ADD CONSTRAINT "cod_confirmations_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_returned_unique" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'credit_note' and "tax_documents"."refund_id" is null;--> statement-breakpoint
CREATE INDEX "orders_cod_awaiting_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'awaiting_confirmation';--> statement-breakpoint
CREATE INDEX "orders_cod_refused_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'returned_to_origin';--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_check" CHECK ("tax_documents"."kind" = 'credit_note' or "tax_documents"."refund_id" is null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_status_check" CHECK ("orders"."pay_type" = 'COD' or "orders"."status" not in ('awaiting_confirmation', 'awaiting_collection', 'returned_to_origin'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_terms_check" CHECK ("orders"."cod_fee" >= 0 and "orders"."cod_fee" <= "orders"."total" and "orders"."prepaid_discount" >= 0 and "orders"."prepaid_discount" <= "orders"."discount");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_type_check" CHECK ("orders"."pay_type" in ('PayPal', 'Stripe', 'Razorpay', 'COD'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('paid', 'pending', 'failed', 'partially_refunded', 'refunded', 'awaiting_confirmation', 'awaiting_collection', 'returned_to_origin'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_check" CHECK ("orders"."fulfilment" in ('pending', 'in_production', 'ready_to_ship', 'shipped', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_paid_check" CHECK ("orders"."fulfilment" = 'pending' or "orders"."status" in ('paid', 'partially_refunded', 'refunded', 'awaiting_collection', 'returned_to_origin') or ("orders"."pay_type" = 'COD' and "orders"."status" = 'failed' and "orders"."fulfilment" = 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pay_type_check" CHECK ("payments"."pay_type" in ('PayPal', 'Stripe', 'Razorpay', 'COD'));