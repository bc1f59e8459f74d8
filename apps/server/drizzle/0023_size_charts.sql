CREATE TABLE "size_charts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"columns" text[] NOT NULL,
	"rows" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;