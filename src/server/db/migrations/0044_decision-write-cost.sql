-- A decision's model version (migration 0043) was set by a BEFORE INSERT row trigger on
-- team_decisions: a plpgsql call and a look-up per row, ≈ 15 µs a row, 7–9 ms of a 500-id bulk
-- decision. The two writers of team_decisions take it themselves now: the statement trigger's
-- set-based insert joins the scores once for all its rows, the row-by-row path looks it up in its
-- own insert. Every decision still carries the version of its item's score, whichever path wrote it
-- (tests/api/classifier.test.ts, tests/api/team-stats-batch.test.ts).
DROP TRIGGER team_decisions_model_version ON team_decisions;
--> statement-breakpoint
DROP FUNCTION team_decisions_model_version();
--> statement-breakpoint
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
                              enforcement_id, model_version)
  VALUES (r.id, r.admin_id, r.at, q, f, CASE WHEN is_undo THEN 'undo' ELSE k END, tid,
          CASE WHEN jsonb_typeof(r.before) = 'object' THEN r.before ELSE '{}'::jsonb END - 'version' - 'accountId',
          entered, waited, k = 'pending', enf,
          (SELECT s.model_version FROM classifier_scores s
            WHERE q IN ('moment', 'moment_comment', 'question', 'question_reply', 'reply_comment', 'about_answer')
              AND s.kind = q AND s.item_id = tid));
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
  -- The rows team_stats_take would not return from at once (its first two tests), and whether an
  -- item is named twice: its second row reverses its first, which needs the order. Items are told
  -- apart by id alone, whatever their kind: two kinds sharing an id go row by row too, as they may.
  SELECT count(*) FILTER (WHERE NOT s.skipped),
         count(*) FILTER (WHERE NOT s.skipped) = 1
         OR coalesce(bool_or(n.action IN ('enforcement.revoke', 'account.warn', 'account.suspend', 'account.ban'))
                       FILTER (WHERE NOT s.skipped), false)
         OR count(DISTINCT n.target_id::bigint) < count(*)
    INTO taken, row_by_row
    FROM new_rows n
    CROSS JOIN LATERAL (
      SELECT decided_with AND (n.action LIKE '%.set\_enabled' OR n.action LIKE '%.set\_audit\_status'
                               OR n.action = 'about_answer.update') AS skipped) s
   WHERE n.admin_id IS NOT NULL AND n.target_id ~ '^[0-9]{1,18}$';
  IF taken = 0 THEN
    RETURN NULL;
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
                                reenters, enforcement_id, model_version)
    SELECT w.id, w.admin_id, w.at, w.q, w.f, CASE WHEN w.is_undo THEN 'undo' ELSE w.k END, w.tid,
           CASE WHEN jsonb_typeof(w.raw_before) = 'object' THEN w.raw_before ELSE '{}'::jsonb END - 'version' - 'accountId',
           w.entered, w.waited, w.k = 'pending', NULL, s.model_version
      FROM w
      LEFT JOIN classifier_scores s
        ON w.q IN ('moment', 'moment_comment', 'question', 'question_reply', 'reply_comment', 'about_answer')
       AND s.kind = w.q AND s.item_id = w.tid
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
-- The chain's seal at commit hashes every log row of the transaction: 500 in a bulk decision.
CREATE OR REPLACE FUNCTION action_log_seal() RETURNS trigger AS $$
DECLARE
  r action_log;
  sealed bigint := coalesce(nullif(current_setting('backoffice.sealed_through', true), '')::bigint, 0);
  head_seq bigint;
  prev text;
  n integer := 0;
  seqs bigint[] := '{}';
  ids bigint[] := '{}';
  hashes text[] := '{}';
BEGIN
  IF NEW.id <= sealed THEN
    RETURN NULL;
  END IF;
  SELECT seq, hash INTO head_seq, prev FROM action_log_chain_head WHERE id = 1 FOR UPDATE;
  -- The transaction's rows by the xact index alone; the ones an earlier seal of this transaction
  -- took are passed over here rather than in the query, where a range on the id made the planner
  -- add a scan of the primary key from that id (from 0 at the first seal: the whole log).
  FOR r IN SELECT * FROM action_log WHERE xact = txid_current() ORDER BY id LOOP
    CONTINUE WHEN r.id <= sealed;
    head_seq := head_seq + 1;
    -- action_log_digest_v2(prev, head_seq, r), written out: an expression plpgsql evaluates in
    -- place costs a fraction of a call through SQL, per row. The text is the one
    -- jsonb_build_array(2, head_seq, r.id, …, extract(epoch FROM r.at))::text prints, put together
    -- from its parts: building the array copied `before` and `after` into a new jsonb value only to
    -- print them again (≈ 12 µs a row). Strings go through to_json, which escapes as jsonb does;
    -- numbers and jsonb values print as they do inside the array (action_log_seal_digest, which
    -- verification uses, still builds the array: a text that differed would fail it).
    prev := encode(sha256(convert_to(prev || '[2, ' || head_seq || ', ' || r.id || ', '
      || coalesce(r.admin_id::text, 'null') || ', ' || to_json(r.action)::text || ', ' || to_json(r.target_type)::text
      || ', ' || to_json(r.target_id)::text || ', ' || coalesce(r.before::text, 'null') || ', '
      || coalesce(r.after::text, 'null') || ', ' || coalesce(to_json(r.reason)::text, 'null') || ', '
      || to_json(r.ip)::text || ', ' || to_json(r.request_id)::text || ', ' || extract(epoch FROM r.at) || ']',
      'UTF8')), 'hex');
    n := n + 1;
    seqs[n] := head_seq;
    ids[n] := r.id;
    hashes[n] := prev;
  END LOOP;
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO action_log_seals (seq, log_id, hash, digest) SELECT s, l, h, 2 FROM unnest(seqs, ids, hashes) AS u(s, l, h);
  UPDATE action_log_chain_head SET seq = head_seq, hash = prev WHERE id = 1;
  PERFORM set_config('backoffice.sealed_through', ids[n]::text, true);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
