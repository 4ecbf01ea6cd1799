-- Listing performance on 100,000 businesses (issue 3): open_week (kept by the database from the hours, so existing
-- rows are backfilled here and every later write stays in sync) with a GiST index for "open now", a GiST index on
-- point(lng, lat) for the distance sort's boxes, and one btree per listing order ending with the id.
DROP INDEX "businesses_city_idx";--> statement-breakpoint
DROP INDEX "businesses_rating_idx";--> statement-breakpoint
DROP INDEX "businesses_created_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "open_week" "int4multirange" GENERATED ALWAYS AS (business_open_week(hours)) STORED;--> statement-breakpoint
CREATE INDEX "businesses_default_order_idx" ON "businesses" USING btree ("featured" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "businesses_reviews_idx" ON "businesses" USING btree ("review_count" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "businesses_city_rating_idx" ON "businesses" USING btree ("city_slug","rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "businesses_open_week_idx" ON "businesses" USING gist ("open_week");--> statement-breakpoint
CREATE INDEX "businesses_location_idx" ON "businesses" USING gist (point("lng", "lat"));--> statement-breakpoint
CREATE INDEX "businesses_rating_idx" ON "businesses" USING btree ("rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "businesses_created_idx" ON "businesses" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
-- Fresh statistics for the new column and indexes (the embedded database runs no autovacuum).
ANALYZE "businesses";