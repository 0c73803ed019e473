-- Keeps account_tallies equal to the counts over accounts (see schema/stats.ts). Statement-level
-- triggers with transition tables add one delta per statement, so a bulk seed of 1M rows costs
-- one aggregate over its rows and one upsert, not a million row triggers.
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
  -- Most updates (last_active_at, counters) change no tally: they must not lock a slot row.
  IF d_total <> 0 OR d_certified <> 0 OR d_vip <> 0 OR d_banned <> 0 THEN
    -- One slot per backend: concurrent transactions on other connections update other rows.
    INSERT INTO account_tallies AS t (slot, total, certified, vip, banned)
    VALUES ((pg_backend_pid() % 16)::smallint, d_total, d_certified, d_vip, d_banned)
    ON CONFLICT (slot) DO UPDATE SET
      total = t.total + EXCLUDED.total,
      certified = t.certified + EXCLUDED.certified,
      vip = t.vip + EXCLUDED.vip,
      banned = t.banned + EXCLUDED.banned;
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
CREATE OR REPLACE FUNCTION account_tallies_reset() RETURNS trigger AS $$
BEGIN
  DELETE FROM account_tallies;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER account_tallies_truncate AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION account_tallies_reset();
--> statement-breakpoint
-- Rows that exist before the triggers: the triggers' creation locked out writers until commit,
-- so this count and the triggers see the same rows.
INSERT INTO account_tallies (slot, total, certified, vip, banned)
SELECT 0, count(*), count(*) FILTER (WHERE certified), count(*) FILTER (WHERE vip), count(*) FILTER (WHERE status = 'BANNED')
FROM accounts;
