-- The team figures are taken once per INSERT into the action log instead of once per row: a bulk
-- decision of 500 items wrote 500 × (a classification, the previous change, the entry time, three
-- rollup upserts, two wait upserts, the decision row) one statement at a time. Rows of one
-- statement on distinct items (what a bulk update writes) are now taken in a few set-based
-- statements, with the rollups added once per hour, moderator, queue and kind and the waits once
-- per bucket; anything else (one row, an act on an account, a revocation, an item named twice)
-- goes through team_stats_take row by row, in id order, as before. Same rows, same sums.
-- The item's previous change of a field is read off an index that has the field, and its last
-- return to the queue off a partial index of those rows alone: neither reads the item's history.
DROP INDEX "team_decisions_target_idx";--> statement-breakpoint
CREATE INDEX "team_decisions_reenters_idx" ON "team_decisions" USING btree ("queue","target_id","at") WHERE reenters;--> statement-breakpoint
CREATE INDEX "team_decisions_target_idx" ON "team_decisions" USING btree ("queue","target_id","field","log_id");--> statement-breakpoint
-- team_stats_add_wait for `cnt` waits in one bucket at once.
CREATE OR REPLACE FUNCTION team_stats_add_waits(t timestamptz, who integer, b smallint, cnt integer) RETURNS void AS $$
DECLARE
  hr timestamptz := date_trunc('hour', t, 'UTC');
BEGIN
  INSERT INTO team_wait_hours AS w (hour, admin_id, bucket, n) VALUES (hr, who, b, cnt)
  ON CONFLICT (hour, admin_id, bucket) DO UPDATE SET n = w.n + cnt;
  INSERT INTO team_wait_days AS w (day, admin_id, hist)
  VALUES ((hr AT TIME ZONE 'UTC')::date, who, array_fill(0, ARRAY[b::int]) || cnt)
  ON CONFLICT (day, admin_id) DO UPDATE SET hist[b + 1] = coalesce(w.hist[b + 1], 0) + cnt;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_stats_on_log_rows() RETURNS trigger AS $$
DECLARE
  r action_log;
  decided_with boolean := coalesce(current_setting('backoffice.decided_with', true), '') <> '';
  taken integer;
  row_by_row boolean;
BEGIN
  -- The rows team_stats_take would not return from at once (its first two tests).
  SELECT count(*),
         count(*) = 1
         OR bool_or(n.action IN ('enforcement.revoke', 'account.warn', 'account.suspend', 'account.ban'))
    INTO taken, row_by_row
    FROM new_rows n
   WHERE n.admin_id IS NOT NULL AND n.target_id ~ '^[0-9]{1,18}$'
     AND NOT (decided_with AND (n.action LIKE '%.set\_enabled' OR n.action LIKE '%.set\_audit\_status'
                                OR n.action = 'about_answer.update'));
  IF taken = 0 THEN
    RETURN NULL;
  END IF;
  -- An item named twice in one statement: its second row reverses its first, which needs the order.
  IF NOT row_by_row THEN
    SELECT EXISTS (
      SELECT 1 FROM new_rows n CROSS JOIN LATERAL team_stats_classify(n.action, n.after, n.reason) c
       WHERE n.admin_id IS NOT NULL AND n.target_id ~ '^[0-9]{1,18}$' AND c.queue IS NOT NULL
       GROUP BY c.queue, n.target_id::bigint HAVING count(*) > 1)
      INTO row_by_row;
  END IF;
  IF row_by_row THEN
    FOR r IN SELECT * FROM new_rows ORDER BY id LOOP
      PERFORM team_stats_take(r);
    END LOOP;
    RETURN NULL;
  END IF;

  -- team_stats_take's classified branch, for every row at once (the items are distinct, so no row
  -- reads what another writes).
  WITH b AS (
    SELECT n.id, n.admin_id, n.at, n.before AS raw_before, c.queue AS q, c.field AS f, c.kind AS k,
           n.target_id::bigint AS tid,
           CASE WHEN jsonb_typeof(n.after) = 'object' THEN n.after ELSE '{}'::jsonb END - 'version' - 'accountId' AS state
      FROM new_rows n CROSS JOIN LATERAL team_stats_classify(n.action, n.after, n.reason) c
     WHERE n.admin_id IS NOT NULL AND n.target_id ~ '^[0-9]{1,18}$' AND c.queue IS NOT NULL
       AND NOT (decided_with AND (n.action LIKE '%.set\_enabled' OR n.action LIKE '%.set\_audit\_status'
                                  OR n.action = 'about_answer.update'))
  ),
  p AS (
    SELECT b.*, prev.log_id AS prev_log, prev.admin_id AS prev_admin, prev.at AS prev_at, prev.queue AS prev_queue,
           prev.kind AS prev_kind,
           (prev.log_id IS NOT NULL AND prev.kind NOT IN ('pending', 'undo') AND prev.reversal IS NULL) AS reverses,
           (prev.log_id IS NOT NULL AND prev.kind NOT IN ('pending', 'undo') AND prev.reversal IS NULL
            AND prev.admin_id = b.admin_id AND prev.before = b.state) AS is_undo
      FROM b
      LEFT JOIN LATERAL (
        SELECT * FROM team_decisions d WHERE d.queue = b.q AND d.target_id = b.tid AND d.field = b.f
         ORDER BY d.log_id DESC LIMIT 1) prev ON true
  ),
  x AS (
    SELECT p.*, (p.k <> 'pending' AND NOT p.is_undo) AS counted, e.entered
      FROM p
      LEFT JOIN LATERAL (
        -- team_stats_created, written out: a plpgsql call per row cost more than the rest of the row.
        SELECT greatest(CASE p.q
                          WHEN 'account' THEN (SELECT created_at FROM accounts WHERE accounts.id = p.tid)
                          WHEN 'moment' THEN (SELECT created_at FROM moments WHERE moments.id = p.tid)
                          WHEN 'moment_comment' THEN (SELECT created_at FROM moment_comments WHERE moment_comments.id = p.tid)
                          WHEN 'question' THEN (SELECT created_at FROM questions WHERE questions.id = p.tid)
                          WHEN 'question_reply' THEN (SELECT created_at FROM question_replies WHERE question_replies.id = p.tid)
                          WHEN 'reply_comment' THEN (SELECT created_at FROM reply_comments WHERE reply_comments.id = p.tid)
                          WHEN 'report' THEN (SELECT created_at FROM reports WHERE reports.id = p.tid)
                          WHEN 'avatar_cert' THEN (SELECT created_at FROM avatar_certs WHERE avatar_certs.id = p.tid)
                          WHEN 'about_answer' THEN (SELECT created_at FROM about_answers WHERE about_answers.id = p.tid)
                          WHEN 'appeal' THEN (SELECT appealed_at FROM enforcements WHERE enforcements.id = p.tid)
                        END, max(d.at)) AS entered
          FROM team_decisions d WHERE d.queue = p.q AND d.target_id = p.tid AND d.reenters) e
        ON p.k <> 'pending' AND NOT p.is_undo
  ),
  w AS (
    SELECT x.*, CASE WHEN x.entered IS NULL THEN NULL
                     ELSE greatest(0, floor(extract(epoch FROM x.at - x.entered) * 1000))::bigint END AS waited
      FROM x
  ),
  reversed AS (
    UPDATE team_decisions d SET reversal = CASE WHEN w.prev_admin = w.admin_id THEN 'undo' ELSE 'overturn' END
      FROM w WHERE w.reverses AND d.log_id = w.prev_log
    RETURNING d.log_id
  ),
  inserted AS (
    INSERT INTO team_decisions (log_id, admin_id, at, queue, field, kind, target_id, before, entered_at, wait_ms,
                                reenters, enforcement_id)
    SELECT w.id, w.admin_id, w.at, w.q, w.f, CASE WHEN w.is_undo THEN 'undo' ELSE w.k END, w.tid,
           CASE WHEN jsonb_typeof(w.raw_before) = 'object' THEN w.raw_before ELSE '{}'::jsonb END - 'version' - 'accountId',
           w.entered, w.waited, w.k = 'pending', NULL
      FROM w
    RETURNING log_id
  ),
  adds AS (
    SELECT date_trunc('hour', w.prev_at, 'UTC') AS hr, w.prev_admin AS who, w.prev_queue AS q, w.prev_kind AS k,
           0 AS d, (w.prev_admin = w.admin_id)::int AS u, (w.prev_admin <> w.admin_id)::int AS o
      FROM w WHERE w.reverses
    UNION ALL
    SELECT date_trunc('hour', w.at, 'UTC'), w.admin_id, w.q, w.k, 1, 0, 0 FROM w WHERE w.counted
  ),
  added AS (
    SELECT team_stats_add(hr, who, q, k, sum(d)::int, sum(u)::int, sum(o)::int)
      FROM adds GROUP BY hr, who, q, k
  ),
  waits AS (
    SELECT team_stats_add_waits(date_trunc('hour', w.at, 'UTC'), w.admin_id, team_stats_wait_bucket(w.waited),
                                count(*)::int)
      FROM w WHERE w.counted AND w.waited IS NOT NULL
     GROUP BY date_trunc('hour', w.at, 'UTC'), w.admin_id, team_stats_wait_bucket(w.waited)
  )
  SELECT (SELECT count(*) FROM reversed) + (SELECT count(*) FROM inserted) + (SELECT count(*) FROM added)
         + (SELECT count(*) FROM waits)
    INTO taken;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER action_log_team_stats ON action_log;
--> statement-breakpoint
CREATE TRIGGER action_log_team_stats AFTER INSERT ON action_log REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_stats_on_log_rows();
