-- The search reads a narrow table of its own (business_search): the search document beside copies of the columns it filters and ranks by, so ranking thousands of matches reads 60 rows a page instead of one wide business row each. The documents move over as they are; a trigger keeps the copies equal to businesses; the names' vocabulary is now counted from this table.
DROP TRIGGER "businesses_search_terms_count" ON "businesses";--> statement-breakpoint
CREATE TABLE "business_search" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"city_slug" text NOT NULL,
	"featured" boolean NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"category_ids" integer[] NOT NULL,
	"document" "tsvector" NOT NULL,
	"names" "tsvector" NOT NULL,
	"name_keys" text NOT NULL,
	"name_sounds" text NOT NULL,
	"terms" text[] NOT NULL,
	"version" smallint NOT NULL
);
--> statement-breakpoint
INSERT INTO "business_search" SELECT b."id", b."status", b."city_slug", b."featured", b."rating", b."review_count",
    EXISTS (SELECT 1 FROM "business_subscriptions" s WHERE s."business_id" = b."id" AND s."status" IN ('active', 'trialing', 'past_due')),
    coalesce((SELECT array_agg(bc."category_id" ORDER BY bc."category_id") FROM "business_categories" bc WHERE bc."business_id" = b."id"), '{}'),
    b."search_document", b."search_names", b."search_name_keys", b."search_name_sounds", b."search_terms", b."search_version"
  FROM "businesses" b
  WHERE b."search_document" IS NOT NULL AND b."search_names" IS NOT NULL AND b."search_name_keys" IS NOT NULL AND b."search_name_sounds" IS NOT NULL AND b."search_terms" IS NOT NULL AND b."search_version" IS NOT NULL;--> statement-breakpoint
DROP INDEX "businesses_search_document_idx";--> statement-breakpoint
DROP INDEX "businesses_search_names_idx";--> statement-breakpoint
ALTER TABLE "business_search" ADD CONSTRAINT "business_search_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_search_document_idx" ON "business_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "business_search_names_idx" ON "business_search" USING gin ("names");--> statement-breakpoint
CREATE INDEX "business_search_category_ids_idx" ON "business_search" USING gin ("category_ids");--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "search_names";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "search_name_keys";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "search_name_sounds";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "search_terms";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "search_version";--> statement-breakpoint
-- terms holds "key:word" pairs, each key once: a business's old words are counted out, its new ones in.
CREATE OR REPLACE FUNCTION count_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE search_vocabulary SET business_count = business_count - 1
      WHERE term IN (SELECT split_part(t, ':', 1) FROM unnest(OLD.terms) AS t);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_vocabulary (term, word, business_count)
      SELECT split_part(t, ':', 1), split_part(t, ':', 2), 1 FROM unnest(NEW.terms) AS t
      ON CONFLICT (term) DO UPDATE SET business_count = search_vocabulary.business_count + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER business_search_terms_count AFTER INSERT OR DELETE OR UPDATE OF terms ON business_search
  FOR EACH ROW EXECUTE FUNCTION count_search_terms();--> statement-breakpoint
-- The columns the search filters and ranks by follow the business's own, in the same statement.
CREATE FUNCTION copy_business_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE business_search SET status = NEW.status, city_slug = NEW.city_slug, featured = NEW.featured,
    rating = NEW.rating, review_count = NEW.review_count
    WHERE business_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER businesses_search_columns AFTER UPDATE OF status, city_slug, featured, rating, review_count ON businesses
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.city_slug IS DISTINCT FROM NEW.city_slug
    OR OLD.featured IS DISTINCT FROM NEW.featured OR OLD.rating IS DISTINCT FROM NEW.rating
    OR OLD.review_count IS DISTINCT FROM NEW.review_count)
  EXECUTE FUNCTION copy_business_search_columns();;--> statement-breakpoint
-- Whether a business has a subscription that can count follows its subscriptions (a plan's rank is read only then).
CREATE FUNCTION mark_business_search_subscribed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE business_search SET is_subscribed = EXISTS (
      SELECT 1 FROM business_subscriptions s
      WHERE s.business_id = business_search.business_id AND s.status IN ('active', 'trialing', 'past_due'))
    WHERE business_id IN (
      SELECT OLD.business_id WHERE TG_OP <> 'INSERT' UNION SELECT NEW.business_id WHERE TG_OP <> 'DELETE');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER business_subscriptions_search AFTER INSERT OR DELETE OR UPDATE OF business_id, status ON business_subscriptions
  FOR EACH ROW EXECUTE FUNCTION mark_business_search_subscribed();