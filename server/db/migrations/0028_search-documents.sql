-- The search core: each business's search document (written by the server with every change, see search-documents.repository.ts) replaces the generated search_vector; the vocabulary of the names' words, counted by a trigger, is what misspelt words are corrected against.
CREATE TABLE "search_vocabulary" (
	"term" text PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"business_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_name_keys" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_name_sounds" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_terms" text[];--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_version" smallint;--> statement-breakpoint
CREATE INDEX "search_vocabulary_term_trgm_idx" ON "search_vocabulary" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_search_document_idx" ON "businesses" USING gin ("search_document");--> statement-breakpoint
DROP INDEX "businesses_search_idx";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "search_vector";--> statement-breakpoint
-- search_terms holds "key:word" pairs, each key once: a business's old words are counted out, its new ones in.
CREATE FUNCTION count_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.search_terms IS NOT NULL THEN
    UPDATE search_vocabulary SET business_count = business_count - 1
      WHERE term IN (SELECT split_part(t, ':', 1) FROM unnest(OLD.search_terms) AS t);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.search_terms IS NOT NULL THEN
    INSERT INTO search_vocabulary (term, word, business_count)
      SELECT split_part(t, ':', 1), split_part(t, ':', 2), 1 FROM unnest(NEW.search_terms) AS t
      ON CONFLICT (term) DO UPDATE SET business_count = search_vocabulary.business_count + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER businesses_search_terms_count AFTER INSERT OR DELETE OR UPDATE OF search_terms ON businesses
  FOR EACH ROW EXECUTE FUNCTION count_search_terms();
