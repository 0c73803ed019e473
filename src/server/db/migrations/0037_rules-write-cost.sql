-- What the rules cost a write, cut down (issue #40). The same matching, in fewer steps a row:
--
-- - the folding's steps 5–7 run once for both the plain and the leetspeak text, which share step 5
--   and are one string when a text has nothing leetspeak to fold (most texts);
-- - then one probe covers the plain and the leetspeak rules, and the rules a probe lets through are
--   read in one statement for both texts;
-- - the links, numbers and authors are read only after a cheap scan or a flag says there may be
--   something: the hosts scan and the risk rules' read are PL/pgSQL (a SQL function called from
--   PL/pgSQL is planned again in every transaction, ~0.1 ms a row for one-row inserts), the author
--   rules' conditions are kept with the probes (one indexed read of the author, no join with
--   rules), and the person-hold look-up runs only while some hold is in force (the probes keep the
--   latest end of any hold, updated by person_holds' trigger).

-- Steps 5–7 of text_fold_tail() for both texts at once: plain is text_fold_tail(base, false) and
-- leet text_fold_tail(base, true) (text-fold-parity checks the two agree).
CREATE FUNCTION text_fold_tails(base text, OUT plain text, OUT leet text) AS $$
DECLARE
  t text := base;
  l text;
  stretched constant text := 'aaa|bbb|ccc|ddd|eee|fff|ggg|hhh|iii|jjj|kkk|lll|mmm|nnn|ooo|ppp|qqq|rrr|sss|ttt|uuu|vvv|www|xxx|yyy|zzz';
BEGIN
  IF t ~ '(^|[\u0020\u0021\u0022\u0023\u0025\u0026\u0027\u0028\u0029\u002a\u002b\u002c\u002d\u002e\u002f\u003a\u003b\u003c\u003d\u003e\u003f\u005b\u005c\u005d\u005e\u005f\u0060\u007b\u007c\u007d\u007e\u00b7\u2022\u2027\u30fb\u3001\u3002\u3003\u3008\u3009\u300a\u300b\u300c\u300d\u300e\u300f\u3010\u3011\u3014\u3015\u3016\u3017\u301c\u2010\u2011\u2012\u2013\u2014\u2015\u2018\u2019\u201c\u201d\u2032\u2033])[^\u0020\u0021\u0022\u0023\u0025\u0026\u0027\u0028\u0029\u002a\u002b\u002c\u002d\u002e\u002f\u003a\u003b\u003c\u003d\u003e\u003f\u005b\u005c\u005d\u005e\u005f\u0060\u007b\u007c\u007d\u007e\u00b7\u2022\u2027\u30fb\u3001\u3002\u3003\u3008\u3009\u300a\u300b\u300c\u300d\u300e\u300f\u3010\u3011\u3014\u3015\u3016\u3017\u301c\u2010\u2011\u2012\u2013\u2014\u2015\u2018\u2019\u201c\u201d\u2032\u2033][\u0020\u0021\u0022\u0023\u0025\u0026\u0027\u0028\u0029\u002a\u002b\u002c\u002d\u002e\u002f\u003a\u003b\u003c\u003d\u003e\u003f\u005b\u005c\u005d\u005e\u005f\u0060\u007b\u007c\u007d\u007e\u00b7\u2022\u2027\u30fb\u3001\u3002\u3003\u3008\u3009\u300a\u300b\u300c\u300d\u300e\u300f\u3010\u3011\u3014\u3015\u3016\u3017\u301c\u2010\u2011\u2012\u2013\u2014\u2015\u2018\u2019\u201c\u201d\u2032\u2033]{1,3}[^\u0020\u0021\u0022\u0023\u0025\u0026\u0027\u0028\u0029\u002a\u002b\u002c\u002d\u002e\u002f\u003a\u003b\u003c\u003d\u003e\u003f\u005b\u005c\u005d\u005e\u005f\u0060\u007b\u007c\u007d\u007e\u00b7\u2022\u2027\u30fb\u3001\u3002\u3003\u3008\u3009\u300a\u300b\u300c\u300d\u300e\u300f\u3010\u3011\u3014\u3015\u3016\u3017\u301c\u2010\u2011\u2012\u2013\u2014\u2015\u2018\u2019\u201c\u201d\u2032\u2033][\u0020\u0021\u0022\u0023\u0025\u0026\u0027\u0028\u0029\u002a\u002b\u002c\u002d\u002e\u002f\u003a\u003b\u003c\u003d\u003e\u003f\u005b\u005c\u005d\u005e\u005f\u0060\u007b\u007c\u007d\u007e\u00b7\u2022\u2027\u30fb\u3001\u3002\u3003\u3008\u3009\u300a\u300b\u300c\u300d\u300e\u300f\u3010\u3011\u3014\u3015\u3016\u3017\u301c\u2010\u2011\u2012\u2013\u2014\u2015\u2018\u2019\u201c\u201d\u2032\u2033]{1,3}[^\u0020\u0021\u0022\u0023\u0025\u0026\u0027\u0028\u0029\u002a\u002b\u002c\u002d\u002e\u002f\u003a\u003b\u003c\u003d\u003e\u003f\u005b\u005c\u005d\u005e\u005f\u0060\u007b\u007c\u007d\u007e\u00b7\u2022\u2027\u30fb\u3001\u3002\u3003\u3008\u3009\u300a\u300b\u300c\u300d\u300e\u300f\u3010\u3011\u3014\u3015\u3016\u3017\u301c\u2010\u2011\u2012\u2013\u2014\u2015\u2018\u2019\u201c\u201d\u2032\u2033]([\u0020\u0021\u0022\u0023\u0025\u0026\u0027\u0028\u0029\u002a\u002b\u002c\u002d\u002e\u002f\u003a\u003b\u003c\u003d\u003e\u003f\u005b\u005c\u005d\u005e\u005f\u0060\u007b\u007c\u007d\u007e\u00b7\u2022\u2027\u30fb\u3001\u3002\u3003\u3008\u3009\u300a\u300b\u300c\u300d\u300e\u300f\u3010\u3011\u3014\u3015\u3016\u3017\u301c\u2010\u2011\u2012\u2013\u2014\u2015\u2018\u2019\u201c\u201d\u2032\u2033]|$)' THEN
    t := text_fold_join_spaced(t);
  END IF;
  l := text_fold_leet(t);
  plain := CASE WHEN t ~ stretched THEN regexp_replace(t, '([a-z])\1\1+', '\1\1', 'g') ELSE t END;
  leet := CASE WHEN l = t THEN plain WHEN l ~ stretched THEN regexp_replace(l, '([a-z])\1\1+', '\1\1', 'g') ELSE l END;
END;
$$ LANGUAGE plpgsql STABLE PARALLEL SAFE;
--> statement-breakpoint
-- Whether text_phones_base() can find a number in a text: seven digit words, or seven digit-like
-- characters close together. SQL, so that a PL/pgSQL caller plans it into its own expression.
CREATE FUNCTION text_phones_possible(base text) RETURNS boolean AS $$
  SELECT base ~ '(?:[0-9〇零一壹二贰两三叁四肆五伍六陆七柒八捌九玖幺][^0-9〇零一壹二贰两三叁四肆五伍六陆七柒八捌九玖幺]{0,3}){6}[0-9〇零一壹二贰两三叁四肆五伍六陆七柒八捌九玖幺]'
      OR regexp_count(base, 'zero|one|two|three|four|five|six|seven|eight|nine') >= 7
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rule_text_hosts(base text) RETURNS text[] AS $$
BEGIN
  IF base !~ '[a-z0-9](?:\.|。| ?(?:\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)|\{dot\}) ?| dot | \. ?)[a-z]' THEN
    RETURN '{}';
  END IF;
  RETURN (SELECT coalesce(array_agg(DISTINCT p.host), '{}')
            FROM regexp_matches(text_defang(base),
                   '(?<![a-z0-9.-])(?:https?://|ftp://)?[a-z0-9][a-z0-9.-]*\.[a-z][a-z0-9-]*(?::[0-9]{1,5})?(?:/[^\s]*)?', 'g') AS m,
                 LATERAL text_link_parts(m[1]) AS p
           WHERE p.host IS NOT NULL);
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- One expression, so that PL/pgSQL plans it into the caller's (no call a row); the same conditions
-- as before, a null registration date failing none of them.
CREATE OR REPLACE FUNCTION rule_author_matches(max_age_days int, max_approved int, reject_window int, reject_percent int,
                                               registered timestamptz, approved int, recent text) RETURNS boolean AS $$
  SELECT (max_age_days IS NULL OR (registered > now() - make_interval(days => max_age_days)) IS NOT FALSE)
     AND (max_approved IS NULL OR coalesce(approved, 0) < max_approved)
     AND (reject_window IS NULL OR (
           char_length(left(coalesce(recent, ''), reject_window)) >= least(reject_window, 5)
           AND 100 * (char_length(left(coalesce(recent, ''), reject_window))
                      - char_length(replace(left(coalesce(recent, ''), reject_window), 'r', '')))
               > coalesce(reject_percent, 0) * char_length(left(coalesce(recent, ''), reject_window))))
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_rules_of(kind text, item integer) RETURNS jsonb AS $$
BEGIN
  RETURN (SELECT jsonb_agg(jsonb_build_object('name', r.name, 'action', h.action) ORDER BY h.rule_id)
            FROM rule_hits h JOIN rules r ON r.id = h.rule_id
           WHERE h.content_kind = risk_rules_of.kind AND h.content_id = risk_rules_of.item);
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- Per kind: the probes (plain text rules, leetspeak ones, and both for a text that folds the same
-- either way), whether any domain or phone rule reads it, the author rules with their conditions,
-- the person-hold rule and the latest end of any hold not lifted.
DROP TABLE rule_probes;
--> statement-breakpoint
CREATE TABLE rule_probes (
  content_kind text PRIMARY KEY,
  pattern text,
  leet_pattern text,
  any_pattern text,
  domain_rules boolean NOT NULL DEFAULT false,
  phone_rules boolean NOT NULL DEFAULT false,
  author_rules int[] NOT NULL DEFAULT '{}',
  author_max_age_days int[] NOT NULL DEFAULT '{}',
  author_max_approved int[] NOT NULL DEFAULT '{}',
  author_reject_window int[] NOT NULL DEFAULT '{}',
  author_reject_percent int[] NOT NULL DEFAULT '{}',
  person_rule int,
  holds_until timestamptz
);
--> statement-breakpoint
-- The latest end of a hold not lifted, into every probe row. Under the probes' lock (as the refresh
-- below), and then from a snapshot taken after it: a hold committed meanwhile is counted.
CREATE FUNCTION rule_probes_holds() RETURNS void AS $$
BEGIN
  LOCK TABLE rule_probes IN EXCLUSIVE MODE;
  UPDATE rule_probes SET holds_until = (SELECT max(until) FROM person_holds WHERE lifted_at IS NULL);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION person_holds_changed() RETURNS trigger AS $$
BEGIN
  PERFORM rule_probes_holds();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER person_holds_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON person_holds
  FOR EACH STATEMENT EXECUTE FUNCTION person_holds_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rule_probes_refresh() RETURNS trigger AS $$
BEGIN
  LOCK TABLE rule_probes IN EXCLUSIVE MODE;
  DELETE FROM rule_probes;
  INSERT INTO rule_probes (content_kind, pattern, leet_pattern, any_pattern, domain_rules, phone_rules, author_rules,
                           author_max_age_days, author_max_approved, author_reject_window, author_reject_percent, person_rule)
    SELECT k,
      string_agg('(?:' || probe_pattern || ')', '|' ORDER BY id) FILTER (WHERE kind IN ('term', 'regex') AND NOT leet),
      string_agg('(?:' || probe_pattern || ')', '|' ORDER BY id) FILTER (WHERE kind IN ('term', 'regex') AND leet),
      string_agg('(?:' || probe_pattern || ')', '|' ORDER BY id) FILTER (WHERE kind IN ('term', 'regex')),
      bool_or(kind = 'domain'),
      bool_or(kind = 'phone'),
      coalesce(array_agg(id ORDER BY id) FILTER (WHERE author_only), '{}'),
      coalesce(array_agg(author_max_age_days ORDER BY id) FILTER (WHERE author_only), '{}'),
      coalesce(array_agg(author_max_approved ORDER BY id) FILTER (WHERE author_only), '{}'),
      coalesce(array_agg(author_reject_window ORDER BY id) FILTER (WHERE author_only), '{}'),
      coalesce(array_agg(author_reject_percent ORDER BY id) FILTER (WHERE author_only), '{}'),
      min(id) FILTER (WHERE builtin = 'person-hold')
    FROM rules, unnest(content_kinds) AS k,
         -- an author rule with no condition matches nobody
         LATERAL (SELECT kind = 'author' AND builtin IS NULL
                     AND (author_max_age_days IS NOT NULL OR author_max_approved IS NOT NULL
                          OR author_reject_window IS NOT NULL) AS author_only) AS a
    WHERE enabled
    GROUP BY k;
  UPDATE rule_probes SET holds_until = (SELECT max(until) FROM person_holds WHERE lifted_at IS NULL);
  DELETE FROM rule_domain_index;
  INSERT INTO rule_domain_index (domain, rule_id)
    SELECT DISTINCT coalesce(l.domain, e), r.id
      FROM rules r, unnest(r.entries) AS e
      LEFT JOIN rule_domain_lists l ON e = 'list:' || l.list
     WHERE r.enabled AND r.kind = 'domain' AND (e NOT LIKE 'list:%' OR l.domain IS NOT NULL);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The text rules a row's folded texts hit, plain rules on t and leetspeak ones on tl, each asked
-- only if its probe passed: only those whose needle the text holds run their own regex (the CASE
-- keeps that order); an exception cancels a match it covers (the text with the exceptions' matches
-- blanked out must still match). One statement: no PL/pgSQL step per rule.
CREATE FUNCTION rule_text_hits(k text, t text, tl text, plain boolean, leet boolean) RETURNS int[] AS $$
DECLARE
  skel text := rule_skeleton(t);
  skel_l text := CASE WHEN tl = t THEN skel ELSE rule_skeleton(tl) END;
BEGIN
  RETURN coalesce((
    SELECT array_agg(r.id ORDER BY r.id)
      FROM rules r, LATERAL (SELECT CASE WHEN r.leet THEN tl ELSE t END AS x) v
     WHERE r.enabled AND k = ANY(r.content_kinds) AND r.kind IN ('term', 'regex')
       AND CASE WHEN r.leet THEN rule_text_hits.leet ELSE rule_text_hits.plain END
       AND CASE WHEN r.needle = '' OR strpos(CASE WHEN r.kind = 'term' THEN CASE WHEN r.leet THEN skel_l ELSE skel END
                                                  ELSE v.x END, r.needle) > 0
             THEN v.x ~* r.match_pattern
                  AND (r.exception_match = '' OR regexp_replace(v.x, r.exception_match, ' ', 'gi') ~* r.match_pattern)
             ELSE false END), '{}');
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
DROP FUNCTION rule_text_hits(text, text, boolean);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rules_match() RETURNS trigger AS $$
DECLARE
  k constant text := TG_ARGV[0];
  body text;
  p rule_probes;
  b text;
  f record;
  t text;
  tl text;
  plain_hit boolean := false;
  leet_hit boolean := false;
  cand int[] := '{}';
  r rules;
  ids int[] := '{}';
  actions text[] := '{}';
  named jsonb := '[]';
  strongest text;
  author int;
  registered timestamptz;
  approved int;
  recent text;
  loaded boolean := false;
  hosts text[];
  phones text[];
  was_enabled boolean := NEW.enabled;
  was_status text := NEW.audit_status;
  was_hidden boolean := false;
  hid_changed boolean := false;
BEGIN
  IF k = 'question' THEN
    IF TG_OP = 'UPDATE' AND NEW.title IS NOT DISTINCT FROM OLD.title AND NEW.text IS NOT DISTINCT FROM OLD.text THEN
      RETURN NEW;
    END IF;
    body := NEW.title || E'\n' || NEW.text;
    author := NEW.account_id;
  ELSIF k = 'about_answer' THEN
    IF TG_OP = 'UPDATE' AND NEW.answer IS NOT DISTINCT FROM OLD.answer THEN
      RETURN NEW;
    END IF;
    body := NEW.answer;
    author := NEW.account_id;
  ELSIF k = 'account' THEN
    IF TG_OP = 'UPDATE' AND NEW.nickname IS NOT DISTINCT FROM OLD.nickname THEN
      RETURN NEW;
    END IF;
    body := NEW.nickname;
    author := NEW.id;
    registered := NEW.registered_at;
    was_hidden := NEW.nickname_hidden;
  ELSE
    IF TG_OP = 'UPDATE' AND NEW.text IS NOT DISTINCT FROM OLD.text THEN
      RETURN NEW;
    END IF;
    body := NEW.text;
    author := NEW.account_id;
  END IF;
  SELECT * INTO p FROM rule_probes WHERE content_kind = k;
  IF NOT FOUND THEN
    RETURN NEW;
  END IF;
  body := left(body, 20000);
  IF p.any_pattern IS NOT NULL OR p.domain_rules OR p.phone_rules THEN
    b := text_fold_base(body);
  END IF;
  IF p.any_pattern IS NOT NULL THEN
    f := text_fold_tails(b);
    t := f.plain;
    tl := f.leet;
    IF t = tl THEN
      -- One probe for both: each rule is then asked on the text it reads.
      IF t ~* p.any_pattern THEN
        plain_hit := p.pattern IS NOT NULL;
        leet_hit := p.leet_pattern IS NOT NULL;
      END IF;
    ELSE
      plain_hit := t ~* p.pattern;
      leet_hit := tl ~* p.leet_pattern;
    END IF;
    IF plain_hit OR leet_hit THEN
      cand := rule_text_hits(k, t, tl, plain_hit IS TRUE, leet_hit IS TRUE);
    END IF;
  END IF;
  IF p.domain_rules THEN
    hosts := rule_text_hosts(b);
    IF cardinality(hosts) > 0 THEN
      cand := cand || ARRAY(
        SELECT DISTINCT d.rule_id FROM rule_domain_index d
         WHERE d.domain IN (SELECT array_to_string(l[i:], '.')
                              FROM unnest(hosts) AS h, LATERAL string_to_array(h, '.') AS l,
                                   generate_series(1, cardinality(l)) AS i)
            OR (d.domain = '*' AND EXISTS (SELECT 1 FROM unnest(hosts) AS h WHERE text_registrable_domain(h) IS NOT NULL)));
    END IF;
  END IF;
  IF p.phone_rules AND text_phones_possible(b) THEN
    phones := ARRAY(SELECT text_phones_base(b));
    IF cardinality(phones) > 0 THEN
      cand := cand || ARRAY(SELECT id FROM rules
                             WHERE enabled AND kind = 'phone' AND k = ANY(content_kinds)
                               AND (entries && phones OR '*' = ANY(entries)));
    END IF;
  END IF;
  -- Author-only rules: one indexed read of the author, then each rule's conditions from the probes.
  IF cardinality(p.author_rules) > 0 THEN
    SELECT coalesce(registered, a.registered_at), x.approved, x.recent INTO registered, approved, recent
      FROM (SELECT author AS id) s
      LEFT JOIN accounts a ON a.id = s.id
      LEFT JOIN author_records x ON x.account_id = s.id;
    loaded := true;
    IF registered IS NOT NULL THEN
      FOR i IN 1 .. cardinality(p.author_rules) LOOP
        IF rule_author_matches(p.author_max_age_days[i], p.author_max_approved[i], p.author_reject_window[i],
                               p.author_reject_percent[i], registered, approved, recent) THEN
          cand := cand || p.author_rules[i];
        END IF;
      END LOOP;
    END IF;
  END IF;
  -- Is the author held? Looked up only while some hold has not ended.
  IF p.person_rule IS NOT NULL AND p.holds_until > now() AND EXISTS (
       SELECT 1 FROM person_holds h WHERE h.account_id = author AND h.lifted_at IS NULL AND h.until > now()) THEN
    cand := cand || p.person_rule;
  END IF;
  IF cardinality(cand) = 0 THEN
    RETURN NEW;
  END IF;
  FOR r IN SELECT * FROM rules WHERE id = ANY(cand) AND enabled AND k = ANY(content_kinds) ORDER BY id LOOP
    -- Exceptions of a rule that does not read the text cancel it anywhere in the text.
    IF r.kind NOT IN ('term', 'regex') AND r.exception_match <> '' THEN
      IF (CASE WHEN r.leet THEN coalesce(tl, text_fold(body, true)) ELSE coalesce(t, text_fold(body)) END) ~* r.exception_match THEN
        CONTINUE;
      END IF;
    END IF;
    IF r.builtin = 'person-hold' THEN
      NULL;  -- looked up above
    ELSIF r.kind = 'author' THEN
      NULL;  -- its conditions held above
    ELSIF r.author_max_age_days IS NOT NULL OR r.author_max_approved IS NOT NULL OR r.author_reject_window IS NOT NULL THEN
      IF NOT loaded THEN
        SELECT coalesce(registered, a.registered_at), x.approved, x.recent INTO registered, approved, recent
          FROM (SELECT author AS id) s
          LEFT JOIN accounts a ON a.id = s.id
          LEFT JOIN author_records x ON x.account_id = s.id;
        loaded := true;
      END IF;
      IF registered IS NULL OR NOT rule_author_matches(r.author_max_age_days, r.author_max_approved, r.author_reject_window,
                                                       r.author_reject_percent, registered, approved, recent) THEN
        CONTINUE;
      END IF;
    END IF;
    ids := ids || r.id;
    actions := actions || r.action;
    named := named || jsonb_build_object('id', r.id, 'name', r.name, 'action', r.action);
    IF strongest IS NULL OR r.action = 'block' OR (r.action = 'hold' AND strongest = 'flag') THEN
      strongest := r.action;
    END IF;
  END LOOP;
  IF strongest IS NULL THEN
    RETURN NEW;
  END IF;
  NEW.audit_status := 'PENDING';
  IF k = 'account' THEN
    -- A nickname's hold hides the nickname, not the person; a block also disables the account.
    IF strongest <> 'flag' AND NOT was_hidden THEN
      NEW.nickname_hidden := true;
      hid_changed := true;
    END IF;
    IF strongest = 'block' THEN
      NEW.enabled := false;
    END IF;
  ELSIF strongest <> 'flag' THEN
    NEW.enabled := false;
  END IF;
  -- A hold keeps the row hidden only if the hold is what hid it: approving it then shows it again.
  INSERT INTO rule_hits (rule_id, content_kind, content_id, action, holding)
    SELECT h.rule_id, k, NEW.id, h.action,
           strongest = 'hold' AND h.action = 'hold' AND CASE WHEN k = 'account' THEN NOT was_hidden ELSE was_enabled END
    FROM unnest(ids, actions) AS h(rule_id, action)
    ON CONFLICT (rule_id, content_kind, content_id)
    DO UPDATE SET holding = rule_hits.holding OR EXCLUDED.holding;
  -- The rules the row has matched, now and before, are part of its risk score (risk-score-sql).
  NEW.risk_parts := NEW.risk_parts || jsonb_build_object('rules', (
    SELECT jsonb_agg(x ORDER BY x->>'name') FROM (
      SELECT jsonb_array_elements(coalesce(risk_rules_of(k, NEW.id), '[]'::jsonb)) AS x
      UNION
      SELECT jsonb_build_object('name', e->>'name', 'action', e->>'action') FROM jsonb_array_elements(named) e
    ) u));
  NEW.risk_score := risk_score_of(NEW.risk_parts);
  IF NEW.enabled IS DISTINCT FROM was_enabled OR NEW.audit_status IS DISTINCT FROM was_status OR hid_changed OR strongest = 'block' THEN
    IF TG_OP = 'UPDATE' THEN
      IF NEW.version = OLD.version THEN
        NEW.version := OLD.version + 1;
      END IF;
      NEW.updated_at := now();
      -- Stored counters count enabled children (see db/moderation-tables.ts).
      IF OLD.enabled AND was_enabled AND NOT NEW.enabled THEN
        IF k = 'moment' THEN
          UPDATE accounts SET moment_count = moment_count - 1 WHERE id = NEW.account_id;
        ELSIF k = 'question' THEN
          UPDATE accounts SET question_count = question_count - 1 WHERE id = NEW.account_id;
        ELSIF k = 'moment_comment' THEN
          UPDATE moments SET comment_count = comment_count - 1 WHERE id = NEW.moment_id;
        ELSIF k = 'question_reply' THEN
          UPDATE questions SET reply_count = reply_count - 1 WHERE id = NEW.question_id;
        END IF;
      END IF;
    END IF;
    INSERT INTO action_log (admin_id, action, target_type, target_id, before, after, reason)
    VALUES (
      NULL, 'rule.' || strongest, k, NEW.id::text,
      jsonb_build_object('enabled', was_enabled, 'auditStatus', was_status)
        || CASE WHEN k = 'account' THEN jsonb_build_object('nicknameHidden', was_hidden) ELSE '{}' END,
      jsonb_build_object('enabled', NEW.enabled, 'auditStatus', NEW.audit_status, 'version', NEW.version, 'rules', named)
        || CASE WHEN k = 'account' THEN jsonb_build_object('nicknameHidden', was_hidden OR hid_changed) ELSE '{}' END,
      'rule: ' || (SELECT string_agg(e->>'name', ', ') FROM jsonb_array_elements(named) e)
    );
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION text_phones_base(base text) RETURNS SETOF text AS $$
DECLARE
  t text;
  words constant text[] := ARRAY['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  words_found boolean;
BEGIN
  IF NOT text_phones_possible(base) THEN
    RETURN;
  END IF;
  words_found := regexp_count(base, 'zero|one|two|three|four|five|six|seven|eight|nine') >= 7;
  t := text_defang(base);
  IF words_found THEN
    FOR d IN 0 .. 9 LOOP
      t := regexp_replace(t, '(^|[^a-z])' || words[d + 1] || '(?![a-z])', '\1' || d, 'g');
    END LOOP;
  END IF;
  t := translate(t, '〇零一壹二贰两三叁四肆五伍六陆七柒八捌九玖幺', '0011222334455667788991');
  RETURN QUERY SELECT p FROM regexp_matches(t, '\+?[0-9](?:[ .()/-]{0,3}[0-9])*', 'g') AS m,
                              LATERAL text_phones_of_run(m[1]) AS p;
END;
$$ LANGUAGE plpgsql STABLE PARALLEL SAFE;
--> statement-breakpoint
-- The probes in the new shape, for the rules there are (a statement trigger fires for no row too).
UPDATE rules SET enabled = enabled WHERE false;
