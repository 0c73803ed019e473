-- The "by risk" order (src/contract/risk.ts holds the same sum for the client and the tests).
-- Each moderatable row keeps `risk_parts` (what the score is made of) and `risk_score` (their
-- points). The database keeps them, so content and reports written by the social app with plain
-- SQL are scored in the same transaction: the author's account age when an item is written, the
-- open reports against it weighted by their reporters' record. Strikes and rule hits join the sum
-- through risk_refresh_author and risk_refresh_item.

CREATE OR REPLACE FUNCTION risk_score_of(parts jsonb) RETURNS integer AS $$
  SELECT coalesce((parts->>'reportPoints')::int, 0)
    + coalesce((SELECT sum(CASE r->>'action' WHEN 'block' THEN 40 WHEN 'hold' THEN 30 ELSE 20 END)::int
                FROM jsonb_array_elements(coalesce(parts->'rules', '[]'::jsonb)) r), 0)
    + 15 * least(coalesce((parts->>'strikes')::int, 0), 5)
    + CASE
        WHEN NOT parts ? 'accountAgeDays' THEN 0
        WHEN (parts->>'accountAgeDays')::int < 1 THEN 15
        WHEN (parts->>'accountAgeDays')::int < 7 THEN 10
        WHEN (parts->>'accountAgeDays')::int < 30 THEN 5
        ELSE 0
      END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_age_days(registered timestamptz, written timestamptz) RETURNS integer AS $$
  SELECT greatest(0, floor(extract(epoch FROM (written - registered)) / 86400))::int
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The table behind a report's or a queue's kind; NULL for messages, which have no queue of their own.
CREATE OR REPLACE FUNCTION risk_table_of(kind text) RETURNS text AS $$
  SELECT CASE kind
    WHEN 'account' THEN 'accounts'
    WHEN 'moment' THEN 'moments'
    WHEN 'moment_comment' THEN 'moment_comments'
    WHEN 'question' THEN 'questions'
    WHEN 'question_reply' THEN 'question_replies'
    WHEN 'reply_comment' THEN 'reply_comments'
    WHEN 'about_answer' THEN 'about_answers'
    WHEN 'avatar_cert' THEN 'avatar_certs'
  END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Written content: the author's account age when it was written.
CREATE OR REPLACE FUNCTION risk_score_new_content() RETURNS trigger AS $$
BEGIN
  NEW.risk_parts := NEW.risk_parts || coalesce(
    (SELECT jsonb_build_object('accountAgeDays', risk_age_days(a.registered_at, NEW.created_at))
       FROM accounts a WHERE a.id = NEW.account_id),
    '{}'::jsonb);
  NEW.risk_score := risk_score_of(NEW.risk_parts);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_score_new_account() RETURNS trigger AS $$
BEGIN
  NEW.risk_parts := NEW.risk_parts || jsonb_build_object('accountAgeDays', risk_age_days(NEW.registered_at, NEW.created_at));
  NEW.risk_score := risk_score_of(NEW.risk_parts);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER risk_score_new BEFORE INSERT ON accounts FOR EACH ROW EXECUTE FUNCTION risk_score_new_account();
--> statement-breakpoint
CREATE TRIGGER risk_score_new BEFORE INSERT ON moments FOR EACH ROW EXECUTE FUNCTION risk_score_new_content();
--> statement-breakpoint
CREATE TRIGGER risk_score_new BEFORE INSERT ON moment_comments FOR EACH ROW EXECUTE FUNCTION risk_score_new_content();
--> statement-breakpoint
CREATE TRIGGER risk_score_new BEFORE INSERT ON questions FOR EACH ROW EXECUTE FUNCTION risk_score_new_content();
--> statement-breakpoint
CREATE TRIGGER risk_score_new BEFORE INSERT ON question_replies FOR EACH ROW EXECUTE FUNCTION risk_score_new_content();
--> statement-breakpoint
CREATE TRIGGER risk_score_new BEFORE INSERT ON reply_comments FOR EACH ROW EXECUTE FUNCTION risk_score_new_content();
--> statement-breakpoint
CREATE TRIGGER risk_score_new BEFORE INSERT ON about_answers FOR EACH ROW EXECUTE FUNCTION risk_score_new_content();
--> statement-breakpoint
CREATE TRIGGER risk_score_new BEFORE INSERT ON avatar_certs FOR EACH ROW EXECUTE FUNCTION risk_score_new_content();
--> statement-breakpoint
-- A report's weight is its reporter's record when filing: the share of their finished reports
-- that were VALID, smoothed so that a first report counts as 50 %.
CREATE OR REPLACE FUNCTION risk_reporter_accuracy() RETURNS trigger AS $$
BEGIN
  SELECT (100 * (count(*) FILTER (WHERE r.result = 'VALID') + 1)) / (count(*) FILTER (WHERE r.status = 'FINISHED') + 2)
    INTO NEW.reporter_accuracy
    FROM reports r WHERE r.reporter_id = NEW.reporter_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER risk_reporter_accuracy BEFORE INSERT ON reports FOR EACH ROW EXECUTE FUNCTION risk_reporter_accuracy();
--> statement-breakpoint
-- Sets the report part of one item from its open reports, and gives those reports the item's
-- parts and score, so that a target's reports sit together in the report queue's risk order.
-- Only rows whose parts change are written: a refresh that finds nothing new writes nothing.
CREATE OR REPLACE FUNCTION risk_refresh_item(kind text, item integer) RETURNS void AS $$
DECLARE
  n integer;
  points integer;
  tbl text := risk_table_of(kind);
  parts jsonb;
BEGIN
  SELECT count(*)::int, coalesce(sum(10 + (20 * r.reporter_accuracy + 50) / 100), 0)::int INTO n, points
    FROM reports r WHERE r.target_type = kind AND r.target_id = item AND r.status = 'OPEN';
  parts := jsonb_build_object('reports', n, 'reportPoints', points);
  IF tbl IS NOT NULL THEN
    EXECUTE format(
      'UPDATE %I t SET risk_parts = p.parts, risk_score = risk_score_of(p.parts)
         FROM (SELECT id, jsonb_strip_nulls(risk_parts || jsonb_build_object(''reports'', nullif($1, 0), ''reportPoints'', nullif($2, 0))) AS parts
                 FROM %I WHERE id = $3) p
        WHERE t.id = p.id AND t.risk_parts IS DISTINCT FROM p.parts', tbl, tbl)
      USING n, points, item;
    EXECUTE format('SELECT risk_parts FROM %I WHERE id = $1', tbl) INTO parts USING item;
  ELSE
    parts := jsonb_strip_nulls(jsonb_build_object('reports', nullif(n, 0), 'reportPoints', nullif(points, 0)));
  END IF;
  UPDATE reports r SET risk_parts = coalesce(parts, '{}'::jsonb), risk_score = risk_score_of(coalesce(parts, '{}'::jsonb))
   WHERE r.target_type = kind AND r.target_id = item AND r.status = 'OPEN'
     AND r.risk_parts IS DISTINCT FROM coalesce(parts, '{}'::jsonb);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk finish of 500 reports of one target refreshes
-- that target once, not 500 times. Only a report that opened, closed or moved counts, so the
-- refresh's own writes to `reports` find nothing to do.
CREATE OR REPLACE FUNCTION risk_reports_changed() RETURNS trigger AS $$
DECLARE
  t record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR t IN SELECT DISTINCT target_type, target_id FROM new_rows LOOP
      PERFORM risk_refresh_item(t.target_type, t.target_id);
    END LOOP;
  ELSE
    FOR t IN
      SELECT DISTINCT x.target_type, x.target_id
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (n.target_type, n.target_id), (o.target_type, o.target_id)) AS x(target_type, target_id)
       WHERE n.status IS DISTINCT FROM o.status OR n.target_type <> o.target_type OR n.target_id <> o.target_id
    LOOP
      PERFORM risk_refresh_item(t.target_type, t.target_id);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER risk_reports_inserted AFTER INSERT ON reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_reports_changed();
--> statement-breakpoint
CREATE TRIGGER risk_reports_updated AFTER UPDATE ON reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_reports_changed();
--> statement-breakpoint
-- Rows already there when this arrives: their authors' age at writing, then their open reports.
UPDATE accounts SET risk_parts = jsonb_build_object('accountAgeDays', risk_age_days(registered_at, created_at)),
  risk_score = risk_score_of(jsonb_build_object('accountAgeDays', risk_age_days(registered_at, created_at)));
--> statement-breakpoint
DO $$
DECLARE
  tbl text;
  t record;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['moments', 'moment_comments', 'questions', 'question_replies', 'reply_comments', 'about_answers', 'avatar_certs'] LOOP
    EXECUTE format(
      'UPDATE %I c SET risk_parts = p.parts, risk_score = risk_score_of(p.parts)
         FROM (SELECT c2.id, jsonb_build_object(''accountAgeDays'', risk_age_days(a.registered_at, c2.created_at)) AS parts
                 FROM %I c2 JOIN accounts a ON a.id = c2.account_id) p
        WHERE c.id = p.id', tbl, tbl);
  END LOOP;
  FOR t IN SELECT DISTINCT target_type, target_id FROM reports WHERE status = 'OPEN' LOOP
    PERFORM risk_refresh_item(t.target_type, t.target_id);
  END LOOP;
END;
$$;
