-- An article's last change, for its structured data's dateModified.
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Articles written before this column: their publication is the latest change known.
UPDATE "articles" SET "updated_at" = "published_at";
