-- The action log is evidence: once written, no statement may change or remove a row.
CREATE OR REPLACE FUNCTION action_log_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'action_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER action_log_append_only
  BEFORE UPDATE OR DELETE ON action_log
  FOR EACH ROW EXECUTE FUNCTION action_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER action_log_no_truncate
  BEFORE TRUNCATE ON action_log
  FOR EACH STATEMENT EXECUTE FUNCTION action_log_refuse_change();
