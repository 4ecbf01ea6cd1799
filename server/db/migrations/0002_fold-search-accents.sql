-- Search ignores Greek accents and Russian ё: both search columns are rebuilt folded; dropping a column drops its index, so both indexes are recreated.
ALTER TABLE "businesses" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, translate(lower(coalesce(name->>'en', '') || ' ' || coalesce(name->>'el', '') || ' ' || coalesce(name->>'ru', '')), 'άέήίόύώϊϋΐΰё', 'αεηιουωιυιυе')), 'A') || setweight(to_tsvector('simple'::regconfig, translate(lower(coalesce(description->>'en', '') || ' ' || coalesce(description->>'el', '') || ' ' || coalesce(description->>'ru', '')), 'άέήίόύώϊϋΐΰё', 'αεηιουωιυιυе')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "businesses" drop column "search_name";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_name" text GENERATED ALWAYS AS (translate(lower(coalesce(name->>'en', '') || ' ' || coalesce(name->>'el', '') || ' ' || coalesce(name->>'ru', '')), 'άέήίόύώϊϋΐΰё', 'αεηιουωιυιυе')) STORED;--> statement-breakpoint
CREATE INDEX "businesses_search_idx" ON "businesses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin ("search_name" gin_trgm_ops);
