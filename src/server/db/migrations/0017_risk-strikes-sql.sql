-- Strikes join the risk score (src/contract/risk.ts): an item written by an author with warnings
-- in force carries them, and every change of a warning re-scores the author's account and the
-- items of theirs still waiting.

-- Writes a patch into an item's parts (null values remove their key), re-scores it, and gives its
-- open reports the item's new parts, as risk_refresh_item does.
CREATE OR REPLACE FUNCTION risk_write_parts(kind text, item integer, patch jsonb) RETURNS void AS $$
DECLARE
  tbl text := risk_table_of(kind);
  parts jsonb;
BEGIN
  IF tbl IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format(
    'UPDATE %I t SET risk_parts = p.parts, risk_score = risk_score_of(p.parts)
       FROM (SELECT id, jsonb_strip_nulls(risk_parts || $1) AS parts FROM %I WHERE id = $2) p
      WHERE t.id = p.id AND t.risk_parts IS DISTINCT FROM p.parts
      RETURNING t.risk_parts', tbl, tbl)
    INTO parts USING patch, item;
  IF parts IS NOT NULL THEN
    UPDATE reports r SET risk_parts = parts, risk_score = risk_score_of(parts)
     WHERE r.target_type = kind AND r.target_id = item AND r.status = 'OPEN' AND r.risk_parts IS DISTINCT FROM parts;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Warnings not taken back and younger than the strike expiry (risk_settings, kept equal to the
-- server's STRIKE_EXPIRY_DAYS at start): they count for the score; older ones stay in the history.
CREATE OR REPLACE FUNCTION risk_strikes_of(account integer) RETURNS integer AS $$
  SELECT count(*)::int FROM enforcements e
   WHERE e.account_id = account AND e.kind = 'warn' AND e.revoked_at IS NULL
     AND e.created_at > now() - make_interval(days => coalesce((SELECT s.strike_expiry_days FROM risk_settings s), 90))
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_score_new_content() RETURNS trigger AS $$
BEGIN
  NEW.risk_parts := jsonb_strip_nulls(NEW.risk_parts || coalesce(
    (SELECT jsonb_build_object('accountAgeDays', risk_age_days(a.registered_at, NEW.created_at))
       FROM accounts a WHERE a.id = NEW.account_id),
    '{}'::jsonb) || jsonb_build_object('strikes', nullif(risk_strikes_of(NEW.account_id), 0)));
  NEW.risk_score := risk_score_of(NEW.risk_parts);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An author's strikes changed: their account and their items still waiting are re-scored.
CREATE OR REPLACE FUNCTION risk_refresh_author(account integer) RETURNS void AS $$
DECLARE
  patch jsonb := jsonb_build_object('strikes', nullif(risk_strikes_of(account), 0));
  kind text;
  t record;
BEGIN
  PERFORM risk_write_parts('account', account, patch);
  FOREACH kind IN ARRAY ARRAY['moment', 'moment_comment', 'question', 'question_reply', 'reply_comment', 'about_answer', 'avatar_cert'] LOOP
    FOR t IN EXECUTE format('SELECT id FROM %I WHERE account_id = $1 AND audit_status = ''PENDING''', risk_table_of(kind))
      USING account LOOP
      PERFORM risk_write_parts(kind, t.id, patch);
    END LOOP;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_warnings_changed() RETURNS trigger AS $$
DECLARE
  a integer;
BEGIN
  FOR a IN SELECT DISTINCT account_id FROM new_rows WHERE kind = 'warn' LOOP
    PERFORM risk_refresh_author(a);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER risk_warnings_added AFTER INSERT ON enforcements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_warnings_changed();
--> statement-breakpoint
CREATE TRIGGER risk_warnings_changed AFTER UPDATE ON enforcements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_warnings_changed();
--> statement-breakpoint
INSERT INTO risk_settings DEFAULT VALUES ON CONFLICT DO NOTHING;
--> statement-breakpoint
DO $$
DECLARE
  a integer;
BEGIN
  FOR a IN SELECT DISTINCT account_id FROM enforcements WHERE kind = 'warn' AND revoked_at IS NULL LOOP
    PERFORM risk_refresh_author(a);
  END LOOP;
END;
$$;
