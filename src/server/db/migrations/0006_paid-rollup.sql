CREATE TABLE "stats_paid_days" (
	"channel" text NOT NULL,
	"day" date NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"renewals" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_payer_gaps" (
	"channel" text NOT NULL,
	"day" date NOT NULL,
	"gap" integer NOT NULL,
	"payers" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_rollup_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	"valid" boolean NOT NULL,
	CONSTRAINT "stats_rollup_state_single_row" CHECK ("stats_rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "stats_paid_days_channel_day_idx" ON "stats_paid_days" USING btree ("channel","day");--> statement-breakpoint
CREATE INDEX "stats_payer_gaps_channel_day_idx" ON "stats_payer_gaps" USING btree ("channel","day","gap","payers");--> statement-breakpoint
-- Keeps stats_paid_days and stats_payer_gaps (see schema/stats.ts) equal to what orders and
-- refunds in the stats currency (STATS_CURRENCY, 'CNY') hold, by day of the business time zone
-- named in stats_rollup_state. Like the tallies, statement-level triggers append delta rows and a
-- try-locked folder merges them now and then.
--
-- Advisory lock 7303 orders the writers: the additive figures take it shared (refunds never wait
-- on each other), payment days and a rebuild take it exclusively, because a payment day's gap
-- depends on the account's other payment days, which a concurrent writer could be changing.
-- Gaps are capped at 366 days: a period covers at most PAID_MAX_DAYS (366) days, so a payment
-- day lies at most 365 days after its period's start and every gap from 366 on, or none, means
-- "the account's first payment day in the period".
CREATE OR REPLACE FUNCTION stats_payer_gap(days_since_previous integer) RETURNS integer AS $$
  SELECT least(coalesce(days_since_previous, 366), 366)
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_paid_fold(channels text[], days date[]) RETURNS void AS $$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' OR NOT pg_try_advisory_xact_lock(7302, 3) THEN
    RETURN;
  END IF;
  WITH gone AS (
    DELETE FROM stats_paid_days p USING unnest(channels, days) k(channel, day)
    WHERE p.channel = k.channel AND p.day = k.day
    RETURNING p.*
  )
  INSERT INTO stats_paid_days (channel, day, orders, revenue, renewals, refunds)
  SELECT channel, day, sum(orders), sum(revenue), sum(renewals), sum(refunds) FROM gone GROUP BY channel, day
  HAVING sum(orders) <> 0 OR sum(revenue) <> 0 OR sum(renewals) <> 0 OR sum(refunds) <> 0;
  WITH gone AS (
    DELETE FROM stats_payer_gaps g USING unnest(channels, days) k(channel, day)
    WHERE g.channel = k.channel AND g.day = k.day
    RETURNING g.*
  )
  INSERT INTO stats_payer_gaps (channel, day, gap, payers)
  SELECT channel, day, gap, sum(payers) FROM gone GROUP BY channel, day, gap HAVING sum(payers) <> 0;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_paid_orders_apply() RETURNS trigger AS $$
DECLARE
  added orders[] := '{}';
  removed orders[] := '{}';
  rechanneled boolean := false;
  tz text;
  keys_channel text[];
  keys_day date[];
BEGIN
  -- Before anything else: a seed's statement of a million orders must not be gathered first.
  IF NOT EXISTS (SELECT 1 FROM stats_rollup_state WHERE valid) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(n), '{}') INTO added FROM new_rows n WHERE n.paid_at IS NOT NULL AND n.currency = 'CNY';
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(array_agg(o), '{}') INTO removed FROM old_rows o WHERE o.paid_at IS NOT NULL AND o.currency = 'CNY';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Refunds and status changes update orders all day long and change nothing counted here.
    WITH same AS (
      SELECT n.id FROM unnest(added) n JOIN unnest(removed) o ON o.id = n.id
      WHERE (n.paid_at, n.channel, n.account_id, n.amount_cents, n.renewal)
            IS NOT DISTINCT FROM (o.paid_at, o.channel, o.account_id, o.amount_cents, o.renewal)
    )
    SELECT coalesce((SELECT array_agg(n) FROM unnest(added) n WHERE n.id NOT IN (SELECT id FROM same)), '{}'),
           coalesce((SELECT array_agg(o) FROM unnest(removed) o WHERE o.id NOT IN (SELECT id FROM same)), '{}')
      INTO added, removed;
    -- An order's refunds count in the order's channel, so they move with it.
    SELECT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.channel <> n.channel) INTO rechanneled;
  END IF;
  IF cardinality(added) = 0 AND cardinality(removed) = 0 AND NOT rechanneled THEN
    RETURN NULL;
  END IF;

  PERFORM pg_advisory_xact_lock(7303);
  SELECT s.time_zone INTO tz FROM stats_rollup_state s WHERE s.valid;
  IF tz IS NULL THEN
    RETURN NULL; -- turned off since the check above, for a bulk load that rebuilds when done
  END IF;

  IF rechanneled THEN
    INSERT INTO stats_paid_days (channel, day, refunds)
    SELECT c.channel, (r.created_at AT TIME ZONE tz)::date, sum(c.sign * r.amount_cents)
    FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.channel <> n.channel
    JOIN refunds r ON r.order_id = n.id AND r.currency = 'CNY'
    CROSS JOIN LATERAL (VALUES (n.channel, 1), (o.channel, -1)) c(channel, sign)
    GROUP BY 1, 2
    HAVING sum(c.sign * r.amount_cents) <> 0;
  END IF;
  IF cardinality(added) = 0 AND cardinality(removed) = 0 THEN
    RETURN NULL;
  END IF;

  INSERT INTO stats_paid_days (channel, day, orders, revenue, renewals)
  SELECT c.channel, (r.paid_at AT TIME ZONE tz)::date, sum(r.sign), sum(r.sign * r.amount_cents),
         coalesce(sum(r.sign) FILTER (WHERE r.renewal), 0)
  FROM (SELECT 1 AS sign, n.* FROM unnest(added) n UNION ALL SELECT -1, o.* FROM unnest(removed) o) r
  CROSS JOIN LATERAL (VALUES (r.channel), ('')) c(channel)
  GROUP BY 1, 2;

  -- Payment days of the accounts concerned, after this statement and before it; the difference
  -- of their gap counts is this statement's delta.
  WITH concerned AS (
    SELECT account_id FROM unnest(added) UNION SELECT account_id FROM unnest(removed)
  ),
  after_rows AS (
    SELECT o.id, o.account_id, o.channel, o.paid_at FROM orders o
    WHERE o.account_id IN (SELECT account_id FROM concerned) AND o.paid_at IS NOT NULL AND o.currency = 'CNY'
  ),
  both_states AS (
    SELECT 1 AS sign, a.account_id, a.channel, a.paid_at FROM after_rows a
    UNION ALL
    SELECT -1, a.account_id, a.channel, a.paid_at FROM after_rows a WHERE a.id NOT IN (SELECT id FROM unnest(added))
    UNION ALL
    SELECT -1, o.account_id, o.channel, o.paid_at FROM unnest(removed) o
  ),
  payment_days AS (
    SELECT DISTINCT b.sign, c.channel, b.account_id, (b.paid_at AT TIME ZONE tz)::date AS day
    FROM both_states b CROSS JOIN LATERAL (VALUES (b.channel), ('')) c(channel)
  ),
  gaps AS (
    SELECT sign, channel, day,
           stats_payer_gap(day - lag(day) OVER (PARTITION BY sign, channel, account_id ORDER BY day)) AS gap
    FROM payment_days
  )
  INSERT INTO stats_payer_gaps (channel, day, gap, payers)
  SELECT channel, day, gap, sum(sign) FROM gaps GROUP BY 1, 2, 3 HAVING sum(sign) <> 0;

  IF random() < 1.0 / 32 THEN
    SELECT array_agg(k.channel), array_agg(k.day) INTO keys_channel, keys_day
    FROM (
      SELECT DISTINCT c.channel, (r.paid_at AT TIME ZONE tz)::date AS day
      FROM (SELECT * FROM unnest(added) UNION ALL SELECT * FROM unnest(removed)) r
      CROSS JOIN LATERAL (VALUES (r.channel), ('')) c(channel)
    ) k;
    PERFORM stats_paid_fold(keys_channel, keys_day);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_paid_refunds_apply() RETURNS trigger AS $$
DECLARE
  added refunds[] := '{}';
  removed refunds[] := '{}';
  tz text;
  keys_channel text[];
  keys_day date[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM stats_rollup_state WHERE valid) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(n), '{}') INTO added FROM new_rows n WHERE n.currency = 'CNY';
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(array_agg(o), '{}') INTO removed FROM old_rows o WHERE o.currency = 'CNY';
  END IF;
  IF cardinality(added) = 0 AND cardinality(removed) = 0 THEN
    RETURN NULL;
  END IF;

  PERFORM pg_advisory_xact_lock_shared(7303);
  SELECT s.time_zone INTO tz FROM stats_rollup_state s WHERE s.valid;
  IF tz IS NULL THEN
    RETURN NULL;
  END IF;

  WITH deltas AS (
    SELECT c.channel, (r.created_at AT TIME ZONE tz)::date AS day, sum(r.sign * r.amount_cents) AS refunds
    FROM (SELECT 1 AS sign, n.* FROM unnest(added) n UNION ALL SELECT -1, o.* FROM unnest(removed) o) r
    JOIN orders o ON o.id = r.order_id
    CROSS JOIN LATERAL (VALUES (o.channel), ('')) c(channel)
    GROUP BY 1, 2
  ),
  written AS (
    INSERT INTO stats_paid_days (channel, day, refunds) SELECT channel, day, refunds FROM deltas WHERE refunds <> 0
    RETURNING channel, day
  )
  SELECT array_agg(channel), array_agg(day) INTO keys_channel, keys_day FROM written;

  IF random() < 1.0 / 32 AND keys_channel IS NOT NULL THEN
    PERFORM stats_paid_fold(keys_channel, keys_day);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The whole rollup from orders and refunds, for time zone `tz`: on a new database, after a
-- change of the business time zone, and at the end of a seed's bulk load.
CREATE OR REPLACE FUNCTION stats_paid_rebuild(tz text) RETURNS void AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7303);
  DELETE FROM stats_paid_days;
  DELETE FROM stats_payer_gaps;
  INSERT INTO stats_paid_days (channel, day, orders, revenue, renewals)
  SELECT c.channel, (o.paid_at AT TIME ZONE tz)::date, count(*), sum(o.amount_cents), count(*) FILTER (WHERE o.renewal)
  FROM orders o CROSS JOIN LATERAL (VALUES (o.channel), ('')) c(channel)
  WHERE o.paid_at IS NOT NULL AND o.currency = 'CNY'
  GROUP BY 1, 2;
  INSERT INTO stats_paid_days (channel, day, refunds)
  SELECT c.channel, (r.created_at AT TIME ZONE tz)::date, sum(r.amount_cents)
  FROM refunds r JOIN orders o ON o.id = r.order_id CROSS JOIN LATERAL (VALUES (o.channel), ('')) c(channel)
  WHERE r.currency = 'CNY'
  GROUP BY 1, 2;
  INSERT INTO stats_payer_gaps (channel, day, gap, payers)
  SELECT channel, day, gap, count(*)
  FROM (
    SELECT channel, day, stats_payer_gap(day - lag(day) OVER (PARTITION BY channel, account_id ORDER BY day)) AS gap
    FROM (
      SELECT DISTINCT c.channel, o.account_id, (o.paid_at AT TIME ZONE tz)::date AS day
      FROM orders o CROSS JOIN LATERAL (VALUES (o.channel), ('')) c(channel)
      WHERE o.paid_at IS NOT NULL AND o.currency = 'CNY'
    ) payment_days
  ) gaps
  GROUP BY 1, 2, 3;
  INSERT INTO stats_rollup_state (id, time_zone, valid) VALUES (1, tz, true)
  ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone, valid = true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER stats_paid_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_paid_orders_apply();
--> statement-breakpoint
CREATE TRIGGER stats_paid_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_paid_orders_apply();
--> statement-breakpoint
CREATE TRIGGER stats_paid_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_paid_orders_apply();
--> statement-breakpoint
CREATE TRIGGER stats_paid_insert AFTER INSERT ON refunds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_paid_refunds_apply();
--> statement-breakpoint
CREATE TRIGGER stats_paid_update AFTER UPDATE ON refunds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_paid_refunds_apply();
--> statement-breakpoint
CREATE TRIGGER stats_paid_delete AFTER DELETE ON refunds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_paid_refunds_apply();
--> statement-breakpoint
-- Built for the default business time zone; a server configured otherwise rebuilds it at start.
-- Creating the triggers locked writers out until this migration commits, so the rebuild and
-- the triggers see the same rows.
SELECT stats_paid_rebuild('Asia/Shanghai');
