-- Notes on an account are a record of what moderators knew: once written, never changed or removed.
CREATE OR REPLACE FUNCTION account_notes_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'account_notes is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER account_notes_append_only
  BEFORE UPDATE OR DELETE ON account_notes
  FOR EACH ROW EXECUTE FUNCTION account_notes_refuse_change();
--> statement-breakpoint
CREATE TRIGGER account_notes_no_truncate
  BEFORE TRUNCATE ON account_notes
  FOR EACH STATEMENT EXECUTE FUNCTION account_notes_refuse_change();
--> statement-breakpoint
-- accounts.suspended_until is the end of the latest suspension not taken back, whoever wrote the row
-- (the console or the social app). Nothing ends a suspension: readers compare the end with their clock.
CREATE OR REPLACE FUNCTION enforcements_keep_suspended_until() RETURNS trigger AS $$
DECLARE
  until timestamptz;
BEGIN
  SELECT max(ends_at) INTO until FROM enforcements
    WHERE account_id = NEW.account_id AND kind = 'suspend' AND revoked_at IS NULL;
  UPDATE accounts SET suspended_until = until
    WHERE id = NEW.account_id AND suspended_until IS DISTINCT FROM until;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER enforcements_suspended_until
  AFTER INSERT OR UPDATE OF kind, ends_at, revoked_at ON enforcements
  FOR EACH ROW WHEN (NEW.kind = 'suspend')
  EXECUTE FUNCTION enforcements_keep_suspended_until();
--> statement-breakpoint
-- What the social app reads (see src/server/db/ENFORCEMENT.md): the warnings to show the user…
CREATE VIEW app_account_strikes AS
  SELECT id, account_id, reason_code, reason, content_kind, content_id, created_at, appeal_state
  FROM enforcements
  WHERE kind = 'warn' AND revoked_at IS NULL;
--> statement-breakpoint
-- …and each account's standing now: a suspension counts while its end is ahead of the database's clock.
CREATE VIEW app_account_standing AS
  SELECT id AS account_id,
    status,
    CASE WHEN suspended_until > now() THEN suspended_until END AS suspended_until,
    CASE
      WHEN status IN ('BANNED', 'DELETED') THEN status
      WHEN suspended_until > now() THEN 'SUSPENDED'
      ELSE status
    END AS effective_status
  FROM accounts;
