-- The decision model (README, "The decision model"): an act on an author taken from an item
-- decides the item, and the team's figures count the act itself.

-- How an act decided the item it was taken from (before, after, the holds it ended), so an undo
-- restores the item and an overturned appeal knows what its enforcement took down.
ALTER TABLE "enforcements" ADD COLUMN "content_decision" jsonb;
--> statement-breakpoint
ALTER TABLE "team_decisions" ADD COLUMN "enforcement_id" bigint;
--> statement-breakpoint
CREATE INDEX "team_decisions_enforcement_idx" ON "team_decisions" USING btree ("enforcement_id") WHERE enforcement_id IS NOT NULL;
--> statement-breakpoint

-- An appeal the social app writes itself (plain SQL, see db/ENFORCEMENT.md) is logged as the
-- console's are, with no admin: the actor is the app (request id `app`). The console's own
-- `/admins/appeal/open` names its admin in `backoffice.actor` first and writes its own row.
CREATE FUNCTION enforcement_app_appeal_log() RETURNS trigger AS $$
BEGIN
  IF coalesce(current_setting('backoffice.actor', true), '') <> '' THEN
    RETURN NULL;
  END IF;
  INSERT INTO action_log (admin_id, action, target_type, target_id, before, after, reason, ip, request_id)
  VALUES (NULL, 'enforcement.appeal_open', 'enforcement', NEW.id::text,
          jsonb_build_object('appealState', OLD.appeal_state, 'version', OLD.version),
          jsonb_build_object('appealState', NEW.appeal_state, 'accountId', NEW.account_id, 'version', NEW.version,
                             'by', 'app'),
          NEW.appeal_text, '', 'app');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER enforcements_app_appeal_log AFTER UPDATE OF appeal_state ON enforcements FOR EACH ROW
  WHEN (OLD.appeal_state = 'none' AND NEW.appeal_state = 'pending') EXECUTE FUNCTION enforcement_app_appeal_log();
--> statement-breakpoint

-- Team statistics, as in team-stats-sql, and:
-- * `account.warn`, `account.suspend`, `account.ban` are decisions (kinds warn, suspend, ban). Taken
--   from an item (the log's `after.content.decided`), the act is that item's decision in its queue
--   (field audit: someone else's later decision on the item overturns it, as any decision); else
--   it counts in the account queue, with no wait.
-- * The content rows such an act (its undo, an overturned appeal) writes are not decisions of their
--   own: the writer sets `backoffice.decided_with` around them (db/decided-with.ts).
-- * `enforcement.revoke` reverses the act: an undo by its author, an overturn by anyone else (an
--   appeal overturned counts against the moderator who acted). A suspension replaced by a newer
--   one is not reversed by it.
CREATE OR REPLACE FUNCTION team_stats_take(r action_log) RETURNS void AS $$
DECLARE
  c record;
  q text;
  f text;
  k text;
  tid bigint;
  enf bigint;
  prev team_decisions;
  act team_decisions;
  state jsonb;
  is_undo boolean := false;
  entered timestamptz;
  waited bigint;
  by_author boolean;
BEGIN
  IF r.admin_id IS NULL OR r.target_id !~ '^[0-9]{1,18}$' THEN
    RETURN;
  END IF;
  IF coalesce(current_setting('backoffice.decided_with', true), '') <> ''
     AND (r.action LIKE '%.set\_enabled' OR r.action LIKE '%.set\_audit\_status' OR r.action = 'about_answer.update') THEN
    RETURN;
  END IF;

  IF r.action = 'enforcement.revoke' THEN
    IF coalesce(r.reason, '') LIKE 'replaced by #%' THEN
      RETURN;
    END IF;
    SELECT * INTO act FROM team_decisions d WHERE d.enforcement_id = r.target_id::bigint ORDER BY d.log_id DESC LIMIT 1;
    IF FOUND AND act.reversal IS NULL THEN
      by_author := act.admin_id = r.admin_id;
      UPDATE team_decisions SET reversal = CASE WHEN by_author THEN 'undo' ELSE 'overturn' END WHERE log_id = act.log_id;
      PERFORM team_stats_add(act.at, act.admin_id, act.queue, act.kind, 0,
                             CASE WHEN by_author THEN 1 ELSE 0 END, CASE WHEN by_author THEN 0 ELSE 1 END);
    END IF;
    RETURN;
  END IF;

  IF r.action IN ('account.warn', 'account.suspend', 'account.ban') THEN
    k := split_part(r.action, '.', 2);
    enf := (r.after->>'enforcementId')::bigint;
    IF r.after->'content'->>'decided' IS NOT NULL
       AND (r.after->'content'->>'id') ~ '^[0-9]{1,18}$'
       AND r.after->'content'->>'kind' IN ('moment', 'moment_comment', 'question', 'question_reply', 'reply_comment',
                                           'about_answer') THEN
      q := r.after->'content'->>'kind';
      f := 'audit';
      tid := (r.after->'content'->>'id')::bigint;
    ELSE
      q := 'account';
      f := 'enforcement';
      tid := r.target_id::bigint;
    END IF;
  ELSE
    SELECT * INTO c FROM team_stats_classify(r.action, r.after, r.reason);
    IF c.queue IS NULL THEN
      RETURN;
    END IF;
    q := c.queue;
    f := c.field;
    k := c.kind;
    tid := r.target_id::bigint;
  END IF;
  -- A writer may log a JSON null (the seed does): no fields, as an absent row.
  state := CASE WHEN jsonb_typeof(r.after) = 'object' THEN r.after ELSE '{}'::jsonb END - 'version' - 'accountId';

  -- The previous change of the same field of the same item: this one reverses it. (An act on an
  -- account alone reverses nothing: a second strike does not overturn the first.)
  IF f <> 'enforcement' THEN
    SELECT * INTO prev FROM team_decisions d
     WHERE d.queue = q AND d.target_id = tid AND d.field = f
     ORDER BY d.log_id DESC LIMIT 1;
    IF FOUND AND prev.kind NOT IN ('pending', 'undo') AND prev.reversal IS NULL THEN
      IF prev.admin_id = r.admin_id THEN
        UPDATE team_decisions SET reversal = 'undo' WHERE log_id = prev.log_id;
        PERFORM team_stats_add(prev.at, prev.admin_id, prev.queue, prev.kind, 0, 1, 0);
        is_undo := enf IS NULL AND prev.before = state;
      ELSE
        UPDATE team_decisions SET reversal = 'overturn' WHERE log_id = prev.log_id;
        PERFORM team_stats_add(prev.at, prev.admin_id, prev.queue, prev.kind, 0, 0, 1);
      END IF;
    END IF;
  END IF;

  IF k <> 'pending' AND NOT is_undo THEN
    IF f <> 'enforcement' THEN
      SELECT greatest(team_stats_created(q, tid), max(d.at)) INTO entered
        FROM team_decisions d WHERE d.queue = q AND d.target_id = tid AND d.reenters;
    END IF;
    waited := CASE WHEN entered IS NULL THEN NULL
                   ELSE greatest(0, floor(extract(epoch FROM r.at - entered) * 1000))::bigint END;
    PERFORM team_stats_add(r.at, r.admin_id, q, k, 1, 0, 0);
    IF waited IS NOT NULL THEN
      PERFORM team_stats_add_wait(r.at, r.admin_id, team_stats_wait_bucket(waited));
    END IF;
  END IF;

  INSERT INTO team_decisions (log_id, admin_id, at, queue, field, kind, target_id, before, entered_at, wait_ms, reenters,
                              enforcement_id)
  VALUES (r.id, r.admin_id, r.at, q, f, CASE WHEN is_undo THEN 'undo' ELSE k END, tid,
          CASE WHEN jsonb_typeof(r.before) = 'object' THEN r.before ELSE '{}'::jsonb END - 'version' - 'accountId',
          entered, waited, k = 'pending', enf);
END;
$$ LANGUAGE plpgsql;
