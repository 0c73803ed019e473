-- Keeps account_tallies and content_tallies (see schema/stats.ts) equal to the counts they
-- stand for. Statement-level triggers with transition tables append one delta row per statement
-- that changes a count, so a bulk seed of 1M rows costs one aggregate over its rows, and no writer
-- ever waits on another here.

-- Folds the delta rows into one. Rows of transactions not yet committed are invisible to the
-- DELETE and stay, so the sum never changes. Only under READ COMMITTED (a REPEATABLE READ writer
-- could meet rows an earlier fold deleted and fail) and one folder at a time (a try-lock: a
-- folder never waits).
CREATE OR REPLACE FUNCTION stats_tallies_fold(tally text) RETURNS void AS $$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed'
     OR NOT pg_try_advisory_xact_lock(7302, CASE tally WHEN 'account_tallies' THEN 1 ELSE 2 END) THEN
    RETURN;
  END IF;
  IF tally = 'account_tallies' THEN
    WITH gone AS (DELETE FROM account_tallies RETURNING total, certified, vip, banned)
    INSERT INTO account_tallies (total, certified, vip, banned)
    SELECT sum(total), sum(certified), sum(vip), sum(banned) FROM gone HAVING count(*) > 0;
  ELSE
    WITH gone AS (DELETE FROM content_tallies RETURNING source, enabled)
    INSERT INTO content_tallies (source, enabled)
    SELECT source, sum(enabled) FROM gone GROUP BY source;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_tallies_apply() RETURNS trigger AS $$
DECLARE
  d_total bigint := 0;
  d_certified bigint := 0;
  d_vip bigint := 0;
  d_banned bigint := 0;
  n bigint;
  c bigint;
  v bigint;
  b bigint;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*), count(*) FILTER (WHERE certified), count(*) FILTER (WHERE vip), count(*) FILTER (WHERE status = 'BANNED')
      INTO n, c, v, b FROM new_rows;
    d_total := d_total + n; d_certified := d_certified + c; d_vip := d_vip + v; d_banned := d_banned + b;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT count(*), count(*) FILTER (WHERE certified), count(*) FILTER (WHERE vip), count(*) FILTER (WHERE status = 'BANNED')
      INTO n, c, v, b FROM old_rows;
    d_total := d_total - n; d_certified := d_certified - c; d_vip := d_vip - v; d_banned := d_banned - b;
  END IF;
  -- Most updates (last_active_at, counters) change no tally and write nothing.
  IF d_total <> 0 OR d_certified <> 0 OR d_vip <> 0 OR d_banned <> 0 THEN
    INSERT INTO account_tallies (total, certified, vip, banned) VALUES (d_total, d_certified, d_vip, d_banned);
    -- About one statement in 32 folds, so readers sum a few dozen rows.
    IF random() < 1.0 / 32 THEN PERFORM stats_tallies_fold('account_tallies'); END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_tallies_apply() RETURNS trigger AS $$
DECLARE
  d bigint := 0;
  n bigint;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) FILTER (WHERE enabled) INTO n FROM new_rows;
    d := d + n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT count(*) FILTER (WHERE enabled) INTO n FROM old_rows;
    d := d - n;
  END IF;
  IF d <> 0 THEN
    INSERT INTO content_tallies (source, enabled) VALUES (TG_TABLE_NAME, d);
    IF random() < 1.0 / 32 THEN PERFORM stats_tallies_fold('content_tallies'); END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_tallies_reset() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'accounts' THEN
    DELETE FROM account_tallies;
  ELSE
    DELETE FROM content_tallies WHERE source = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER account_tallies_insert AFTER INSERT ON accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER account_tallies_update AFTER UPDATE ON accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER account_tallies_delete AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER account_tallies_truncate AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION stats_tallies_reset();
--> statement-breakpoint
CREATE TRIGGER content_tallies_insert AFTER INSERT ON moments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER content_tallies_update AFTER UPDATE ON moments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER content_tallies_delete AFTER DELETE ON moments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER content_tallies_truncate AFTER TRUNCATE ON moments
  FOR EACH STATEMENT EXECUTE FUNCTION stats_tallies_reset();
--> statement-breakpoint
CREATE TRIGGER content_tallies_insert AFTER INSERT ON questions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER content_tallies_update AFTER UPDATE ON questions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION content_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER content_tallies_delete AFTER DELETE ON questions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION content_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER content_tallies_truncate AFTER TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION stats_tallies_reset();
--> statement-breakpoint
-- Rows from before the triggers: creating them locked writers out until this migration commits,
-- so the counts below and the triggers see the same rows.
INSERT INTO account_tallies (total, certified, vip, banned)
SELECT count(*), count(*) FILTER (WHERE certified), count(*) FILTER (WHERE vip), count(*) FILTER (WHERE status = 'BANNED')
FROM accounts;
--> statement-breakpoint
INSERT INTO content_tallies (source, enabled)
SELECT 'moments', count(*) FROM moments WHERE enabled
UNION ALL
SELECT 'questions', count(*) FROM questions WHERE enabled;
