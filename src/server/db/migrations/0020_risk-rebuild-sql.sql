-- Risk scores computed from scratch, set-based, for a bulk load (the demo seed) that switches the
-- row triggers off while it writes a million rows: the same parts the triggers keep, from the same
-- tables, in one statement per id range instead of one trigger call per row.

-- Each reporter's record over their finished reports, as the insert trigger computes it at filing.
CREATE OR REPLACE FUNCTION risk_rebuild_reporter_accuracy() RETURNS void AS $$
  UPDATE reports r SET reporter_accuracy = x.accuracy
    FROM (SELECT reporter_id,
                 (100 * (count(*) FILTER (WHERE result = 'VALID') + 1)) / (count(*) FILTER (WHERE status = 'FINISHED') + 2) AS accuracy
            FROM reports GROUP BY reporter_id) x
   WHERE r.reporter_id = x.reporter_id AND r.reporter_accuracy <> x.accuracy
$$ LANGUAGE sql;
--> statement-breakpoint
-- The parts of the items of one kind with ids in [lo, hi], then their open reports.
CREATE OR REPLACE FUNCTION risk_rebuild(kind text, lo integer, hi integer) RETURNS void AS $$
DECLARE
  tbl text := risk_table_of(kind);
  author text := CASE WHEN kind = 'account' THEN 'c.id' ELSE 'c.account_id' END;
BEGIN
  EXECUTE format($f$
    UPDATE %1$I t SET risk_parts = p.parts, risk_score = risk_score_of(p.parts)
      FROM (
        SELECT c.id, jsonb_strip_nulls(jsonb_build_object(
                 'accountAgeDays', risk_age_days(a.registered_at, c.created_at),
                 'reports', r.n, 'reportPoints', r.points, 'rules', h.rules, 'strikes', s.n)) AS parts
          FROM %1$I c
          JOIN accounts a ON a.id = %2$s
          LEFT JOIN (SELECT x.target_id, count(*)::int AS n, sum(10 + (20 * x.reporter_accuracy + 50) / 100)::int AS points
                       FROM reports x WHERE x.target_type = $1 AND x.status = 'OPEN' AND x.target_id BETWEEN $2 AND $3
                      GROUP BY x.target_id) r ON r.target_id = c.id
          LEFT JOIN (SELECT g.content_id, jsonb_agg(jsonb_build_object('name', u.name, 'action', g.action) ORDER BY g.rule_id) AS rules
                       FROM rule_hits g JOIN rules u ON u.id = g.rule_id
                      WHERE g.content_kind = $1 AND g.content_id BETWEEN $2 AND $3
                      GROUP BY g.content_id) h ON h.content_id = c.id
          LEFT JOIN (SELECT e.account_id, count(*)::int AS n FROM enforcements e
                      WHERE e.kind = 'warn' AND e.revoked_at IS NULL
                        AND e.created_at > now() - make_interval(days => coalesce((SELECT strike_expiry_days FROM risk_settings), 90))
                      GROUP BY e.account_id) s ON s.account_id = a.id
         WHERE c.id BETWEEN $2 AND $3) p
     WHERE t.id = p.id AND t.risk_parts IS DISTINCT FROM p.parts$f$, tbl, author)
    USING kind, lo, hi;
  EXECUTE format($f$
    UPDATE reports r SET risk_parts = t.risk_parts, risk_score = t.risk_score
      FROM %1$I t
     WHERE r.target_type = $1 AND r.target_id = t.id AND t.id BETWEEN $2 AND $3 AND r.status = 'OPEN'
       AND r.risk_parts IS DISTINCT FROM t.risk_parts$f$, tbl)
    USING kind, lo, hi;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Reports of private messages, which have no queue of their own: the report part alone.
CREATE OR REPLACE FUNCTION risk_rebuild_message_reports() RETURNS void AS $$
  UPDATE reports r SET risk_parts = x.parts, risk_score = risk_score_of(x.parts)
    FROM (SELECT target_id, jsonb_build_object('reports', count(*)::int,
                   'reportPoints', sum(10 + (20 * reporter_accuracy + 50) / 100)::int) AS parts
            FROM reports WHERE target_type = 'message' AND status = 'OPEN' GROUP BY target_id) x
   WHERE r.target_type = 'message' AND r.target_id = x.target_id AND r.status = 'OPEN'
     AND r.risk_parts IS DISTINCT FROM x.parts
$$ LANGUAGE sql;
