-- "Open now" past midnight: an interval that closes at or before it opens (Saturday 22:00–02:00) runs into the
-- next day, Sunday's into Monday, exactly as weekSpans()/foldedWeekRanges() in src/domain/hours/open-week.ts count
-- it (tests/server/open-week-sql.test.ts compares the two minute by minute). The generated column depends on the
-- function, so it is dropped, the function replaced, and the column (backfilled) and its index made again.
DROP INDEX IF EXISTS "businesses_open_week_idx";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "open_week";--> statement-breakpoint
CREATE OR REPLACE FUNCTION business_open_week(hours jsonb) RETURNS int4multirange
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(range_agg(r.span), '{}'::int4multirange)
  FROM (
    SELECT t.start, CASE WHEN t.closing > t.start THEN t.closing ELSE t.closing + 1440 END AS finish
    FROM (
      SELECT
        (d.n - 1)::int * 1440 + split_part(i->>'opens', ':', 1)::int * 60 + split_part(i->>'opens', ':', 2)::int AS start,
        (d.n - 1)::int * 1440 + split_part(i->>'closes', ':', 1)::int * 60 + split_part(i->>'closes', ':', 2)::int AS closing
      FROM unnest(ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
        WITH ORDINALITY AS d(day, n)
      CROSS JOIN LATERAL jsonb_array_elements(
        CASE jsonb_typeof(hours->d.day)
          WHEN 'array' THEN hours->d.day
          WHEN 'object' THEN jsonb_build_array(hours->d.day)
          ELSE '[]'::jsonb
        END
      ) AS i
      WHERE jsonb_typeof(i) = 'object'
        AND i->>'opens' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
        AND i->>'closes' ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
    ) AS t
  ) AS w
  -- A span past the week's end (Sunday night) is folded: its tail is Monday morning.
  CROSS JOIN LATERAL (
    VALUES (int4range(w.start, least(w.finish, 10080))),
           (CASE WHEN w.finish > 10080 THEN int4range(0, w.finish - 10080) END)
  ) AS r(span)
  WHERE r.span IS NOT NULL
$$;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "open_week" "int4multirange" GENERATED ALWAYS AS (business_open_week(hours)) STORED;--> statement-breakpoint
CREATE INDEX "businesses_open_week_idx" ON "businesses" USING gist ("open_week");
