-- The version of the public data, which every process's caches compare with (server/cache/). A statement on a
-- tracked table marks its transaction; at commit, one deferred trigger bumps the version, so a reader that starts
-- after the commit sees the new version, and the version row is locked only while committing (a transaction
-- never waits for it while holding row locks another committing transaction needs: no deadlock).
CREATE TABLE "data_version" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "data_version" ("scope", "version") VALUES ('public', 1);--> statement-breakpoint
-- One row per writing transaction, deleted again by the bump at its commit.
CREATE TABLE "data_version_bump" ("id" bigserial PRIMARY KEY);--> statement-breakpoint
CREATE FUNCTION bump_public_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_version SET version = version + 1 WHERE scope = 'public';
  DELETE FROM data_version_bump WHERE id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bump_at_commit AFTER INSERT ON data_version_bump
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_public_data_version();--> statement-breakpoint
-- Statement level: a bulk insert of 100,000 rows marks its transaction once, and only the first statement of a
-- transaction inserts the bump (the setting is local to the transaction, and undone with a rolled-back savepoint).
CREATE FUNCTION note_public_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('portal.public_write', true), '') = '' THEN
    PERFORM set_config('portal.public_write', '1', true);
    INSERT INTO data_version_bump DEFAULT VALUES;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Adding a table that public reads depend on is one line: SELECT track_public_table('the_table');
CREATE FUNCTION track_public_table(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE OR REPLACE TRIGGER public_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
    'FOR EACH STATEMENT EXECUTE FUNCTION note_public_write()', target);
END $$;--> statement-breakpoint
-- Every table a public page or public API read depends on (docs/performance.md lists them too).
SELECT track_public_table('businesses');--> statement-breakpoint
SELECT track_public_table('business_categories');--> statement-breakpoint
SELECT track_public_table('business_amenities');--> statement-breakpoint
SELECT track_public_table('categories');--> statement-breakpoint
SELECT track_public_table('amenities');--> statement-breakpoint
SELECT track_public_table('plans');--> statement-breakpoint
SELECT track_public_table('business_subscriptions');--> statement-breakpoint
SELECT track_public_table('reviews');--> statement-breakpoint
SELECT track_public_table('review_photos');--> statement-breakpoint
SELECT track_public_table('articles');--> statement-breakpoint
SELECT track_public_table('article_categories');--> statement-breakpoint
SELECT track_public_table('translations');--> statement-breakpoint
SELECT track_public_table('weather_readings');
