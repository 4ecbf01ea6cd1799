-- The names' keys alone (search document version 2): name matches and suggestions read this small vector, not the whole document.
ALTER TABLE "businesses" ADD COLUMN "search_names" "tsvector";--> statement-breakpoint
CREATE INDEX "businesses_search_names_idx" ON "businesses" USING gin ("search_names");