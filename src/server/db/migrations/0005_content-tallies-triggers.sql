-- Keeps content_tallies equal to the enabled rows of moments and questions (see schema/stats.ts),
-- one delta per statement like account_tallies. Moderation enables and disables in batches of up
-- to 500 ids; each batch is one aggregate over its transition tables and one upsert.
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
  -- Edits that do not enable or disable anything must not lock a tally row.
  IF d <> 0 THEN
    INSERT INTO content_tallies AS t (source, slot, enabled)
    VALUES (TG_TABLE_NAME, (pg_backend_pid() % 16)::smallint, d)
    ON CONFLICT (source, slot) DO UPDATE SET enabled = t.enabled + EXCLUDED.enabled;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_tallies_reset() RETURNS trigger AS $$
BEGIN
  DELETE FROM content_tallies WHERE source = TG_TABLE_NAME;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
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
  FOR EACH STATEMENT EXECUTE FUNCTION content_tallies_reset();
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
  FOR EACH STATEMENT EXECUTE FUNCTION content_tallies_reset();
--> statement-breakpoint
-- Rows from before the triggers; creating them locked out writers until commit.
INSERT INTO content_tallies (source, slot, enabled)
SELECT 'moments', 0, count(*) FROM moments WHERE enabled
UNION ALL
SELECT 'questions', 0, count(*) FROM questions WHERE enabled;
