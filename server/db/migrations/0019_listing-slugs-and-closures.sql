CREATE TABLE "business_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "business_slug_history" ADD CONSTRAINT "business_slug_history_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_slug_history_business_idx" ON "business_slug_history" USING btree ("business_id");--> statement-breakpoint
-- A renamed business answers at its old slug: the redirects read this table, so its writes move the public data version.
SELECT track_public_table('business_slug_history');
