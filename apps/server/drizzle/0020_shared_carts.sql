CREATE TABLE "shared_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"items" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shared_carts" ADD CONSTRAINT "shared_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shared_carts_token_unique" ON "shared_carts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shared_carts_expires_idx" ON "shared_carts" USING btree ("expires_at");