ALTER TABLE "business_search" ADD COLUMN "plan_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_search" ADD COLUMN "plan_from" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "business_search_town_count_idx" ON "business_search" USING btree (lower("city_slug"));--> statement-breakpoint
CREATE INDEX "business_search_prominence_idx" ON "business_search" USING btree ("plan_rank" DESC NULLS FIRST,"featured" DESC NULLS FIRST,(-"rating"),(-"review_count"),"business_id");--> statement-breakpoint
ALTER TABLE "business_search" DROP COLUMN "is_subscribed";--> statement-breakpoint
-- The place a business's plan buys in search results, from its latest subscription that counts (the order
-- findCurrentSubscription reads them in), and when that subscription starts; rank 0 and no start without one.
CREATE FUNCTION refresh_business_search_plan(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE business_search SET plan_rank = coalesce(latest.rank, 0), plan_from = latest.started_at
  FROM unnest(ids) AS target(id)
  LEFT JOIN LATERAL (
    SELECT s.started_at,
      CASE p.features->>'search_ranking' WHEN 'top' THEN 2 WHEN 'boosted' THEN 1 ELSE 0 END AS rank
    FROM business_subscriptions s JOIN plans p ON p.id = s.plan_id
    WHERE s.business_id = target.id AND s.status IN ('active', 'trialing', 'past_due')
    ORDER BY s.started_at DESC, s.id DESC
    LIMIT 1) AS latest ON true
  WHERE business_search.business_id = target.id
    AND (business_search.plan_rank, business_search.plan_from) IS DISTINCT FROM (coalesce(latest.rank, 0), latest.started_at)
$$;--> statement-breakpoint
DROP TRIGGER business_subscriptions_search ON business_subscriptions;--> statement-breakpoint
DROP FUNCTION mark_business_search_subscribed();--> statement-breakpoint
CREATE FUNCTION business_subscriptions_search_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_business_search_plan(ARRAY(
    SELECT OLD.business_id WHERE TG_OP <> 'INSERT' UNION SELECT NEW.business_id WHERE TG_OP <> 'DELETE'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER business_subscriptions_search AFTER INSERT OR DELETE OR UPDATE OF business_id, status, plan_id, started_at
  ON business_subscriptions FOR EACH ROW EXECUTE FUNCTION business_subscriptions_search_plan();--> statement-breakpoint
-- A plan whose search ranking changes moves every business subscribed to it.
CREATE FUNCTION plans_search_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.features->>'search_ranking' IS DISTINCT FROM NEW.features->>'search_ranking' THEN
    PERFORM refresh_business_search_plan(ARRAY(
      SELECT DISTINCT business_id FROM business_subscriptions WHERE plan_id = NEW.id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER plans_search AFTER UPDATE OF features ON plans FOR EACH ROW EXECUTE FUNCTION plans_search_plan();--> statement-breakpoint
SELECT refresh_business_search_plan(ARRAY(SELECT DISTINCT business_id FROM business_subscriptions));
