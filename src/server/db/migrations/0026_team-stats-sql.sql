-- Team statistics (schema/team-stats.ts): every action-log row that is a moderation decision, an
-- undo or a return to the queue is also written into team_decisions and the hourly rollups, by a
-- trigger in the writing transaction. The log stays append-only: nothing here changes its rows.

-- Which queue, field and kind a log row is, or nothing when it is no decision. Side effects of
-- another decision (a report's target disabled with it, a rule's hold released on approval) are
-- not decisions of their own: the report finish or the approval already counts.
CREATE OR REPLACE FUNCTION team_stats_classify(action text, after jsonb, reason text, OUT queue text, OUT field text, OUT kind text) AS $$
BEGIN
  IF action LIKE '%.set_audit_status' THEN
    queue := split_part(action, '.', 1);
    field := 'audit';
    kind := CASE after->>'auditStatus' WHEN 'APPROVED' THEN 'approve' WHEN 'REJECTED' THEN 'reject' WHEN 'PENDING' THEN 'pending' END;
  ELSIF action LIKE '%.set_enabled' THEN
    IF reason LIKE 'hold released on approval%' OR reason ~ 'valid report [0-9, ]+\)?$' THEN
      RETURN;
    END IF;
    queue := split_part(action, '.', 1);
    field := 'enabled';
    kind := CASE WHEN (after->>'enabled')::boolean THEN 'enable' ELSE 'disable' END;
  ELSIF action = 'about_answer.update' THEN
    queue := 'about_answer';
    IF after ? 'auditStatus' THEN
      field := 'audit';
      kind := CASE after->>'auditStatus' WHEN 'APPROVED' THEN 'approve' WHEN 'REJECTED' THEN 'reject' ELSE 'pending' END;
    ELSE
      field := 'enabled';
      kind := CASE WHEN (after->>'enabled')::boolean THEN 'enable' ELSE 'disable' END;
    END IF;
  ELSIF action = 'report.finish' THEN
    queue := 'report';
    field := 'report';
    kind := CASE after->>'result' WHEN 'VALID' THEN 'finish_valid' ELSE 'finish_invalid' END;
  ELSIF action = 'report.reopen' THEN
    queue := 'report';
    field := 'report';
    kind := 'pending';
  ELSIF action IN ('enforcement.appeal_uphold', 'enforcement.appeal_overturn') THEN
    queue := 'appeal';
    field := 'appeal';
    kind := substr(action, length('enforcement.appeal_') + 1);
  ELSIF action IN ('enforcement.appeal_open', 'enforcement.appeal_reopen') THEN
    queue := 'appeal';
    field := 'appeal';
    kind := 'pending';
  END IF;
  IF queue NOT IN ('account', 'moment', 'moment_comment', 'question', 'question_reply', 'reply_comment', 'report',
                   'avatar_cert', 'about_answer', 'appeal') OR kind IS NULL THEN
    queue := NULL;
    field := NULL;
    kind := NULL;
  END IF;
END;
$$ LANGUAGE plpgsql IMMUTABLE;
--> statement-breakpoint

-- When an item was created (an appeal: when it was filed), the start of its first wait.
CREATE OR REPLACE FUNCTION team_stats_created(queue text, id bigint) RETURNS timestamptz AS $$
BEGIN
  RETURN CASE queue
    WHEN 'account' THEN (SELECT created_at FROM accounts WHERE accounts.id = $2)
    WHEN 'moment' THEN (SELECT created_at FROM moments WHERE moments.id = $2)
    WHEN 'moment_comment' THEN (SELECT created_at FROM moment_comments WHERE moment_comments.id = $2)
    WHEN 'question' THEN (SELECT created_at FROM questions WHERE questions.id = $2)
    WHEN 'question_reply' THEN (SELECT created_at FROM question_replies WHERE question_replies.id = $2)
    WHEN 'reply_comment' THEN (SELECT created_at FROM reply_comments WHERE reply_comments.id = $2)
    WHEN 'report' THEN (SELECT created_at FROM reports WHERE reports.id = $2)
    WHEN 'avatar_cert' THEN (SELECT created_at FROM avatar_certs WHERE avatar_certs.id = $2)
    WHEN 'about_answer' THEN (SELECT created_at FROM about_answers WHERE about_answers.id = $2)
    WHEN 'appeal' THEN (SELECT appealed_at FROM enforcements WHERE enforcements.id = $2)
  END;
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- The histogram bucket of a wait: [1.1^b, 1.1^(b+1)) seconds; under a second is bucket 0.
CREATE OR REPLACE FUNCTION team_stats_wait_bucket(wait_ms bigint) RETURNS smallint AS $$
  SELECT CASE WHEN wait_ms < 1100 THEN 0 ELSE floor(ln(wait_ms / 1000.0) / ln(1.1))::smallint END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint

-- Adds to the rollups of one decision's hour: its queue and kind (by hour and by UTC day) and its
-- moderator's totals of the hour.
CREATE OR REPLACE FUNCTION team_stats_add(t timestamptz, who integer, q text, k text,
                                          d integer, u integer, o integer) RETURNS void AS $$
DECLARE
  hr timestamptz := date_trunc('hour', t, 'UTC');
BEGIN
  INSERT INTO team_decision_hours AS h (hour, admin_id, queue, kind, decisions, undone, overturned)
  VALUES (hr, who, q, k, d, u, o)
  ON CONFLICT (hour, admin_id, queue, kind) DO UPDATE
    SET decisions = h.decisions + d, undone = h.undone + u, overturned = h.overturned + o;
  INSERT INTO team_decision_days AS h (day, admin_id, queue, kind, decisions, undone, overturned)
  VALUES ((hr AT TIME ZONE 'UTC')::date, who, q, k, d, u, o)
  ON CONFLICT (day, admin_id, queue, kind) DO UPDATE
    SET decisions = h.decisions + d, undone = h.undone + u, overturned = h.overturned + o;
  INSERT INTO team_admin_hours AS h (hour, admin_id, decisions, undone, overturned)
  VALUES (hr, who, d, u, o)
  ON CONFLICT (hour, admin_id) DO UPDATE
    SET decisions = h.decisions + d, undone = h.undone + u, overturned = h.overturned + o;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION team_stats_add_wait(t timestamptz, who integer, b smallint) RETURNS void AS $$
DECLARE
  hr timestamptz := date_trunc('hour', t, 'UTC');
BEGIN
  INSERT INTO team_wait_hours AS w (hour, admin_id, bucket, n) VALUES (hr, who, b, 1)
  ON CONFLICT (hour, admin_id, bucket) DO UPDATE SET n = w.n + 1;
  -- Element b + 1 of a new row's histogram is 1, the ones before it 0.
  INSERT INTO team_wait_days AS w (day, admin_id, hist)
  VALUES ((hr AT TIME ZONE 'UTC')::date, who, array_fill(0, ARRAY[b::int]) || 1)
  ON CONFLICT (day, admin_id) DO UPDATE SET hist[b + 1] = coalesce(w.hist[b + 1], 0) + 1;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION team_stats_take(r action_log) RETURNS void AS $$
DECLARE
  c record;
  tid bigint;
  prev team_decisions;
  state jsonb;
  is_undo boolean := false;
  entered timestamptz;
  waited bigint;
BEGIN
  IF r.admin_id IS NULL OR r.target_id !~ '^[0-9]{1,18}$' THEN
    RETURN;
  END IF;
  SELECT * INTO c FROM team_stats_classify(r.action, r.after, r.reason);
  IF c.queue IS NULL THEN
    RETURN;
  END IF;
  tid := r.target_id::bigint;
  -- The state a change leaves, as comparable with the state a decision replaced.
  state := coalesce(r.after, '{}'::jsonb) - 'version' - 'accountId';

  -- The previous change of the same field of the same item: this one reverses it.
  SELECT * INTO prev FROM team_decisions d
   WHERE d.queue = c.queue AND d.target_id = tid AND d.field = c.field
   ORDER BY d.log_id DESC LIMIT 1;
  IF FOUND AND prev.kind NOT IN ('pending', 'undo') AND prev.reversal IS NULL THEN
    IF prev.admin_id = r.admin_id THEN
      UPDATE team_decisions SET reversal = 'undo' WHERE log_id = prev.log_id;
      PERFORM team_stats_add(prev.at, prev.admin_id, prev.queue, prev.kind, 0, 1, 0);
      -- Putting back exactly what the decision replaced is the undo itself, not a new decision.
      is_undo := prev.before = state;
    ELSE
      UPDATE team_decisions SET reversal = 'overturn' WHERE log_id = prev.log_id;
      PERFORM team_stats_add(prev.at, prev.admin_id, prev.queue, prev.kind, 0, 0, 1);
    END IF;
  END IF;

  IF c.kind <> 'pending' AND NOT is_undo THEN
    SELECT greatest(team_stats_created(c.queue, tid), max(d.at)) INTO entered
      FROM team_decisions d WHERE d.queue = c.queue AND d.target_id = tid AND d.reenters;
    waited := CASE WHEN entered IS NULL THEN NULL
                   ELSE greatest(0, floor(extract(epoch FROM r.at - entered) * 1000))::bigint END;
    PERFORM team_stats_add(r.at, r.admin_id, c.queue, c.kind, 1, 0, 0);
    IF waited IS NOT NULL THEN
      PERFORM team_stats_add_wait(r.at, r.admin_id, team_stats_wait_bucket(waited));
    END IF;
  END IF;

  INSERT INTO team_decisions (log_id, admin_id, at, queue, field, kind, target_id, before, entered_at, wait_ms, reenters)
  VALUES (r.id, r.admin_id, r.at, c.queue, c.field, CASE WHEN is_undo THEN 'undo' ELSE c.kind END, tid,
          coalesce(r.before, '{}'::jsonb) - 'version' - 'accountId', entered, waited, c.kind = 'pending');
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION team_stats_on_log() RETURNS trigger AS $$
BEGIN
  PERFORM team_stats_take(NEW);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE TRIGGER action_log_team_stats AFTER INSERT ON action_log
  FOR EACH ROW EXECUTE FUNCTION team_stats_on_log();
--> statement-breakpoint

-- Rebuilds the rollups from team_decisions (after a bulk load that bypassed the trigger).
CREATE OR REPLACE FUNCTION team_stats_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM team_decision_hours;
  DELETE FROM team_decision_days;
  DELETE FROM team_admin_hours;
  DELETE FROM team_wait_hours;
  DELETE FROM team_wait_days;
  INSERT INTO team_decision_hours (hour, admin_id, queue, kind, decisions, undone, overturned)
  SELECT date_trunc('hour', at, 'UTC'), admin_id, queue, kind, count(*),
         count(*) FILTER (WHERE reversal = 'undo'), count(*) FILTER (WHERE reversal = 'overturn')
    FROM team_decisions WHERE kind NOT IN ('pending', 'undo')
   GROUP BY 1, 2, 3, 4;
  INSERT INTO team_wait_hours (hour, admin_id, bucket, n)
  SELECT date_trunc('hour', at, 'UTC'), admin_id, team_stats_wait_bucket(wait_ms), count(*)
    FROM team_decisions WHERE kind NOT IN ('pending', 'undo') AND wait_ms IS NOT NULL
   GROUP BY 1, 2, 3;
  INSERT INTO team_decision_days (day, admin_id, queue, kind, decisions, undone, overturned)
  SELECT (hour AT TIME ZONE 'UTC')::date, admin_id, queue, kind, sum(decisions), sum(undone), sum(overturned)
    FROM team_decision_hours GROUP BY 1, 2, 3, 4;
  INSERT INTO team_admin_hours (hour, admin_id, decisions, undone, overturned)
  SELECT hour, admin_id, sum(decisions), sum(undone), sum(overturned) FROM team_decision_hours GROUP BY 1, 2;
  INSERT INTO team_wait_days (day, admin_id, hist)
  SELECT day, admin_id, array_agg(coalesce(n, 0) ORDER BY b)
    FROM (SELECT d.day, d.admin_id, b, w.n
            FROM (SELECT (hour AT TIME ZONE 'UTC')::date AS day, admin_id, max(bucket) AS top
                    FROM team_wait_hours GROUP BY 1, 2) d
           CROSS JOIN LATERAL generate_series(0, d.top) b
            LEFT JOIN (SELECT (hour AT TIME ZONE 'UTC')::date AS day, admin_id, bucket, sum(n)::int AS n
                         FROM team_wait_hours GROUP BY 1, 2, 3) w
              ON w.day = d.day AND w.admin_id = d.admin_id AND w.bucket = b) x
   GROUP BY day, admin_id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- Decisions logged before this migration, in log order.
DO $$
DECLARE
  r action_log;
BEGIN
  FOR r IN SELECT * FROM action_log WHERE admin_id IS NOT NULL AND (action LIKE '%.set\_%' OR action LIKE 'report.%'
             OR action LIKE 'enforcement.appeal\_%' OR action = 'about_answer.update') ORDER BY id LOOP
    PERFORM team_stats_take(r);
  END LOOP;
END;
$$;
--> statement-breakpoint

-- Starting targets the lead can change: reports and appeals are promised within hours, content within a day.
INSERT INTO team_queue_targets (queue, target_minutes) VALUES
  ('account', 1440), ('moment', 1440), ('moment_comment', 1440), ('question', 1440), ('question_reply', 1440),
  ('reply_comment', 1440), ('report', 240), ('avatar_cert', 1440), ('about_answer', 1440), ('appeal', 2880)
ON CONFLICT DO NOTHING;
