-- "Open now" without reading JSON per row: business_open_week(hours) turns the opening hours (JSONB, Cyprus time,
-- { monday: [{ opens: "09:00", closes: "13:00" }] }) into ranges of minutes of the week (Monday 00:00 = 0). An
-- interval counts as isOpenAt() counts it: opens inclusive, closes exclusive ("24:00" = midnight), and an interval
-- whose closes is not after its opens, or whose times are not "HH:MM", is never open. Immutable, so the next
-- migration can keep it as a generated column that every write of the hours updates.
CREATE OR REPLACE FUNCTION business_open_week(hours jsonb) RETURNS int4multirange
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(
    range_agg(int4range(
      (d.n - 1)::int * 1440 + split_part(i->>'opens', ':', 1)::int * 60 + split_part(i->>'opens', ':', 2)::int,
      (d.n - 1)::int * 1440 + split_part(i->>'closes', ':', 1)::int * 60 + split_part(i->>'closes', ':', 2)::int
    )),
    '{}'::int4multirange
  )
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
    AND i->>'opens' < i->>'closes'
$$;
