-- Rules that match what a reader sees (the folding of migration text-fold-sql), links by their
-- domains, phone numbers by their digits, and who posts; exceptions that cancel a hit; "hold
-- everything from this person"; a hold on a nickname that hides the nickname, not the person.
--
-- A regular expression rule is RE2 syntax, checked by the server with the same linear-time engine
-- that highlights it (re2js): no back-references, no look-arounds. PostgreSQL runs it as its own
-- ARE, translated here (rule_regex_pg); with those constructs gone, `~*` needs no backtracking and
-- matches in one pass of its DFA, so a match costs time in proportion to the text. The trigger reads
-- at most the first 20 000 characters of a text: the bound on what one write can cost.
--
-- Cost. Per kind, one probe (the enabled text rules' patterns joined) on the folded text, as before;
-- a text that passes it runs only the rules whose needle (a string every match holds) it contains,
-- so a hit compiles a handful of patterns instead of all of them (PostgreSQL caches 32).

-- The shipped domain lists (src/contract/rules/domain-lists.ts).
INSERT INTO rule_domain_lists (list, domain)
SELECT 'shorteners', d FROM unnest(ARRAY[
  '2.gp', 'bit.do', 'bit.ly', 'bl.ink', 'buff.ly', 'cli.gs', 'cutt.ly', 'dwz.cn', 'goo.gl', 'is.gd', 'j.mp',
  'lnkd.in', 'ow.ly', 'qr.net', 'rb.gy', 'rebrand.ly', 's.id', 'shorturl.at', 'suo.im', 't.cn', 't.co',
  't.ly', 'tiny.cc', 'tinyurl.com', 'tr.im', 'url.cn', 'v.gd', 'x.co', 'xhslink.com', 'y2u.be']) AS d;
--> statement-breakpoint
-- An RE2 pattern as a PostgreSQL ARE with the same meaning on folded text: \b and \B are \y and \Y,
-- \z is \Z, \x{hh} is \U, named groups are plain groups, a leading (?i) goes (rules match without
-- case anyway), and traditional Chinese is simplified as in the text. The server refuses what has
-- no counterpart (services/rules/regex-check.ts) before a pattern gets here.
CREATE FUNCTION rule_regex_pg(p text) RETURNS text AS $$
DECLARE
  n int := char_length(p);
  i int := 1;
  out text := '';
  c text;
  e text;
  j int;
  in_class boolean := false;
  class_start int := 0;
  f text;
BEGIN
  IF left(p, 4) = '(?i)' THEN
    i := 5;
  END IF;
  WHILE i <= n LOOP
    c := substr(p, i, 1);
    IF c = '\' THEN
      e := substr(p, i + 1, 1);
      IF e = 'x' AND substr(p, i + 2, 1) = '{' THEN
        j := position('}' IN substr(p, i + 3));
        out := out || '\U' || lpad(substr(p, i + 3, j - 1), 8, '0');
        i := i + 3 + j;
        CONTINUE;
      END IF;
      out := out || CASE
        WHEN e = 'b' AND NOT in_class THEN '\y'
        WHEN e = 'B' AND NOT in_class THEN '\Y'
        WHEN e = 'z' AND NOT in_class THEN '\Z'
        ELSE c || e END;
      i := i + 2;
      CONTINUE;
    END IF;
    IF in_class THEN
      IF substr(p, i, 2) = '[:' THEN
        j := position(':]' IN substr(p, i + 2));
        out := out || substr(p, i, j + 3);
        i := i + j + 3;
        CONTINUE;
      END IF;
      IF c = ']' AND i > class_start THEN
        in_class := false;
      END IF;
    ELSIF c = '[' THEN
      in_class := true;
      -- a ] right after [ or [^ is a member, not the end
      class_start := i + CASE WHEN substr(p, i + 1, 1) = '^' THEN 2 ELSE 1 END + 1;
    ELSIF substr(p, i, 4) = '(?P<' OR (substr(p, i, 3) = '(?<' AND substr(p, i + 3, 1) NOT IN ('=', '!')) THEN
      out := out || '(?:';
      i := i + position('>' IN substr(p, i)) ;
      CONTINUE;
    END IF;
    IF ascii(c) BETWEEN 19968 AND 40959 THEN
      SELECT folded INTO f FROM text_fold_chars WHERE ch = c;
      c := coalesce(f, c);
    END IF;
    out := out || c;
    i := i + 1;
  END LOOP;
  RETURN out;
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- The longest run of plain characters every match of an RE2 pattern holds (lower case), or '' when
-- there is none of two characters: outside groups and classes, not made optional, with no
-- alternation at the top. A text without it cannot match, so the rule's own regex is not run.
CREATE FUNCTION rule_regex_needle(p text) RETURNS text AS $$
DECLARE
  n int := char_length(p);
  i int := 1;
  depth int := 0;
  c text;
  nx text;
  lit text;
  run text := '';
  best text := '';
  in_class boolean := false;
BEGIN
  IF left(p, 4) = '(?i)' THEN
    i := 5;
  END IF;
  WHILE i <= n LOOP
    c := substr(p, i, 1);
    lit := NULL;
    IF in_class THEN
      IF c = '\' THEN
        i := i + 1;
      ELSIF c = ']' THEN
        in_class := false;
      END IF;
    ELSIF c = '\' THEN
      nx := substr(p, i + 1, 1);
      IF depth = 0 AND position(nx IN '.\/-+*?()[]{}|^$ #&~,:;<>=!@%''"') > 0 THEN
        lit := nx;
      END IF;
      i := i + 1;
    ELSIF c = '[' THEN
      in_class := true;
      IF substr(p, i + 1, 1) = ']' OR substr(p, i + 1, 2) = '^]' THEN
        i := i + CASE WHEN substr(p, i + 1, 1) = '^' THEN 2 ELSE 1 END;
      END IF;
    ELSIF c = '(' THEN
      depth := depth + 1;
    ELSIF c = ')' THEN
      depth := depth - 1;
    ELSIF c = '|' AND depth = 0 THEN
      RETURN '';
    ELSIF depth = 0 AND position(c IN '.^$*+?{}') = 0 THEN
      lit := c;
    END IF;
    nx := substr(p, i + 1, 1);
    IF lit IS NOT NULL AND nx NOT IN ('?', '*', '{') THEN
      run := run || lower(lit);
      IF nx = '+' THEN
        IF char_length(run) > char_length(best) THEN best := run; END IF;
        run := '';
      END IF;
    ELSIF c NOT IN ('?', '*', '+') THEN
      IF char_length(run) > char_length(best) THEN best := run; END IF;
      run := '';
    END IF;
    i := i + 1;
  END LOOP;
  IF char_length(run) > char_length(best) THEN best := run; END IF;
  RETURN CASE WHEN char_length(best) >= 2 THEN (SELECT string_agg(coalesce(f.folded, x.ch), '' ORDER BY x.o)
    FROM regexp_split_to_table(best, '') WITH ORDINALITY AS x(ch, o) LEFT JOIN text_fold_chars f ON f.ch = x.ch) ELSE '' END;
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- The PostgreSQL regex of a term (src/contract/rules/rule-match.ts builds the same in JavaScript):
-- the term folded as texts are; each Latin letter written once matches once or twice and a double
-- letter matches twice (the folding keeps stretched letters twice: `mooooron` is `mooron`); other
-- punctuation escaped; unless `probe`, a look-around on each side that is a Latin word character.
CREATE FUNCTION rule_term_regex(term text, leet boolean, probe boolean) RETURNS text AS $$
DECLARE
  t text := text_fold(term, leet);
  n int := char_length(t);
  word constant text := '[0-9a-z_\u00c0-\u024f]';
  out text := '';
  c text;
  i int := 1;
BEGIN
  WHILE i <= n LOOP
    c := substr(t, i, 1);
    IF c ~ '^[a-z]$' THEN
      IF substr(t, i + 1, 1) = c THEN
        out := out || c || c;
        i := i + 1;
      ELSE
        out := out || c || c || '?';
      END IF;
    ELSIF position(c IN '!"#$%&''()*+,-./:;<=>?@[\]^_`{|}~') > 0 THEN
      out := out || '\' || c;
    ELSE
      out := out || c;
    END IF;
    i := i + 1;
  END LOOP;
  IF NOT probe AND left(t, 1) ~ word THEN
    out := '(?<!' || word || ')' || out;
  END IF;
  IF NOT probe AND right(t, 1) ~ word THEN
    out := out || '(?!' || word || ')';
  END IF;
  RETURN out;
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- A term's needle: its folded form with doubled letters once, looked for in the text's likewise.
CREATE FUNCTION rule_skeleton(t text) RETURNS text AS $$
  SELECT regexp_replace(t, '([a-z])\1+', '\1', 'g')
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
-- What a domain or phone rule lists, canonical: registrable domains (or list:NAME, or * for any
-- link), phone numbers as text_phones() gives them (or * for any number).
CREATE FUNCTION rule_entries(kind text, pattern text) RETURNS text[] AS $$
  SELECT coalesce(array_agg(DISTINCT e ORDER BY e), '{}')
  FROM (
    SELECT CASE
      WHEN x IN ('*') OR x LIKE 'list:%' THEN x
      WHEN kind = 'domain' THEN coalesce(text_registrable_domain(h), h)
      ELSE coalesce((SELECT min(p) FROM text_phones(x) AS p), regexp_replace(x, '[^0-9+]', '', 'g'))
    END AS e
    FROM regexp_split_to_table(lower(btrim(pattern)), '[\s,;]+') AS x,
         LATERAL (SELECT regexp_replace(regexp_replace(x, '^[a-z]+://', ''), '[/:?#].*$', '') AS h) AS hh
    WHERE x <> ''
  ) s
  WHERE e <> ''
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- The exceptions of a rule as one PostgreSQL regex: each phrase as a term (whole words), longest
-- first, then the regex.
CREATE FUNCTION rule_exception_regex(phrases text[], pattern text, leet boolean) RETURNS text AS $$
  SELECT coalesce(string_agg('(?:' || x || ')', '|' ORDER BY o), '')
  FROM (
    SELECT rule_term_regex(ph, leet, false) AS x, -char_length(ph) AS o
      FROM unnest(phrases) AS ph WHERE btrim(ph) <> ''
    UNION ALL
    SELECT rule_regex_pg(pattern), 1 WHERE pattern <> ''
  ) s
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rules_derive() RETURNS trigger AS $$
BEGIN
  NEW.match_pattern := '';
  NEW.probe_pattern := '';
  NEW.needle := '';
  NEW.entries := '{}';
  IF NEW.kind = 'term' THEN
    NEW.match_pattern := rule_term_regex(NEW.pattern, NEW.leet, false);
    NEW.probe_pattern := rule_term_regex(NEW.pattern, NEW.leet, true);
    NEW.needle := rule_skeleton(text_fold(NEW.pattern, NEW.leet));
  ELSIF NEW.kind = 'regex' THEN
    NEW.match_pattern := rule_regex_pg(NEW.pattern);
    NEW.probe_pattern := NEW.match_pattern;
    NEW.needle := rule_regex_needle(NEW.pattern);
  ELSIF NEW.kind IN ('domain', 'phone') THEN
    NEW.entries := rule_entries(NEW.kind, NEW.pattern);
  END IF;
  NEW.exception_match := rule_exception_regex(NEW.exceptions, NEW.exception_pattern, NEW.leet);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER rules_derive ON rules;
--> statement-breakpoint
CREATE TRIGGER rules_derive BEFORE INSERT OR UPDATE OF kind, pattern, leet, exceptions, exception_pattern ON rules
  FOR EACH ROW EXECUTE FUNCTION rules_derive();
--> statement-breakpoint
DROP FUNCTION rule_term_pattern(text, boolean);
--> statement-breakpoint
-- Per kind: the probes of the plain and the leetspeak text rules, whether any domain, phone or
-- author rule reads it, the author-only rules, and until when a person hold is in force.
DROP TABLE rule_probes;
--> statement-breakpoint
CREATE TABLE rule_probes (
  content_kind text PRIMARY KEY,
  pattern text,
  leet_pattern text,
  domain_rules boolean NOT NULL DEFAULT false,
  phone_rules boolean NOT NULL DEFAULT false,
  author_rules int[] NOT NULL DEFAULT '{}',
  person_rule int
);
--> statement-breakpoint
-- Domain rules by what they list (a list expanded), for one indexed look-up of a host's suffixes.
CREATE TABLE rule_domain_index (domain text NOT NULL, rule_id int NOT NULL, PRIMARY KEY (domain, rule_id));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rule_probes_refresh() RETURNS trigger AS $$
BEGIN
  LOCK TABLE rule_probes IN EXCLUSIVE MODE;
  DELETE FROM rule_probes;
  INSERT INTO rule_probes (content_kind, pattern, leet_pattern, domain_rules, phone_rules, author_rules, person_rule)
    SELECT k,
      string_agg('(?:' || probe_pattern || ')', '|' ORDER BY id) FILTER (WHERE kind IN ('term', 'regex') AND NOT leet),
      string_agg('(?:' || probe_pattern || ')', '|' ORDER BY id) FILTER (WHERE kind IN ('term', 'regex') AND leet),
      bool_or(kind = 'domain'),
      bool_or(kind = 'phone'),
      coalesce(array_agg(id ORDER BY id) FILTER (WHERE kind = 'author' AND builtin IS NULL), '{}'),
      min(id) FILTER (WHERE builtin = 'person-hold')
    FROM rules, unnest(content_kinds) AS k
    WHERE enabled
    GROUP BY k;
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
-- Hosts of the links and addresses in a text (from text_fold_base()'s result), without asking the
-- suffix list (a domain rule's entries are registrable domains, so a host matches one by ending in
-- it). A text with no dot-like mark between a letter or digit and a letter has none (a cheap scan
-- first: most texts).
CREATE FUNCTION rule_text_hosts(base text) RETURNS text[] AS $$
  SELECT CASE WHEN base !~ '[a-z0-9](?:\.|。| ?(?:\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)|\{dot\}) ?| dot | \. ?)[a-z]' THEN '{}'
    ELSE (SELECT coalesce(array_agg(DISTINCT p.host), '{}')
            FROM regexp_matches(text_defang(base),
                   '(?<![a-z0-9.-])(?:https?://|ftp://)?[a-z0-9][a-z0-9.-]*\.[a-z][a-z0-9-]*(?::[0-9]{1,5})?(?:/[^\s]*)?', 'g') AS m,
                 LATERAL text_link_parts(m[1]) AS p
           WHERE p.host IS NOT NULL) END
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Whether an account meets a rule's author conditions (each one asked must hold): younger than N
-- days, fewer than N approved items, more than X % rejected among its last N decisions (at least
-- five of them, or N if fewer: one early rejection is not a rate).
CREATE FUNCTION rule_author_matches(max_age_days int, max_approved int, reject_window int, reject_percent int,
                                    registered timestamptz, approved int, recent text) RETURNS boolean AS $$
DECLARE
  d text := left(coalesce(recent, ''), coalesce(reject_window, 0));
BEGIN
  IF max_age_days IS NOT NULL AND NOT (registered > now() - make_interval(days => max_age_days)) THEN
    RETURN false;
  END IF;
  IF max_approved IS NOT NULL AND NOT (coalesce(approved, 0) < max_approved) THEN
    RETURN false;
  END IF;
  IF reject_window IS NOT NULL AND (char_length(d) < least(reject_window, 5)
       OR NOT (100 * (char_length(d) - char_length(replace(d, 'r', ''))) > coalesce(reject_percent, 0) * char_length(d))) THEN
    RETURN false;
  END IF;
  RETURN true;
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rules_match() RETURNS trigger AS $$
DECLARE
  k constant text := TG_ARGV[0];
  body text;
  p rule_probes;
  b text;
  t text;
  tl text;
  cand int[] := '{}';
  r rules;
  ids int[] := '{}';
  actions text[] := '{}';
  named jsonb := '[]';
  strongest text;
  author int;
  registered timestamptz;
  rec author_records;
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
  IF p.pattern IS NOT NULL OR p.leet_pattern IS NOT NULL OR p.domain_rules OR p.phone_rules THEN
    b := text_fold_base(body);
  END IF;
  IF p.pattern IS NOT NULL THEN
    t := text_fold_tail(b, false);
    IF t ~* p.pattern THEN
      cand := cand || rule_text_hits(k, t, false);
    END IF;
  END IF;
  IF p.leet_pattern IS NOT NULL THEN
    tl := text_fold_tail(b, true);
    IF tl ~* p.leet_pattern THEN
      cand := cand || rule_text_hits(k, tl, true);
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
  IF p.phone_rules THEN
    phones := ARRAY(SELECT text_phones_base(b));
    IF cardinality(phones) > 0 THEN
      cand := cand || ARRAY(SELECT id FROM rules
                             WHERE enabled AND kind = 'phone' AND k = ANY(content_kinds)
                               AND (entries && phones OR '*' = ANY(entries)));
    END IF;
  END IF;
  -- Author-only rules: one statement reads the author and keeps the rules whose conditions hold.
  IF cardinality(p.author_rules) > 0 THEN
    cand := cand || ARRAY(
      SELECT ar.id FROM rules ar
        LEFT JOIN accounts a ON a.id = author
        LEFT JOIN author_records x ON x.account_id = author
       WHERE ar.id = ANY(p.author_rules)
         AND (ar.author_max_age_days IS NOT NULL OR ar.author_max_approved IS NOT NULL OR ar.author_reject_window IS NOT NULL)
         AND coalesce(registered, a.registered_at) IS NOT NULL
         AND rule_author_matches(ar.author_max_age_days, ar.author_max_approved, ar.author_reject_window,
                                 ar.author_reject_percent, coalesce(registered, a.registered_at), x.approved, x.recent));
  END IF;
  -- One indexed look-up a write: is the author held?
  IF p.person_rule IS NOT NULL AND EXISTS (
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
        IF registered IS NULL THEN
          SELECT a.registered_at INTO registered FROM accounts a WHERE a.id = author;
        END IF;
        SELECT * INTO rec FROM author_records WHERE account_id = author;
        loaded := true;
      END IF;
      IF registered IS NULL OR NOT rule_author_matches(r.author_max_age_days, r.author_max_approved, r.author_reject_window,
                                                       r.author_reject_percent, registered, rec.approved, rec.recent) THEN
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
-- The text rules a folded text that passed the probe hits: only those whose needle it holds run
-- their own regex; an exception cancels a match it covers (the text with the exceptions' matches
-- blanked out must still match).
CREATE FUNCTION rule_text_hits(k text, t text, leet boolean) RETURNS int[] AS $$
DECLARE
  skel text := rule_skeleton(t);
  out int[] := '{}';
  r record;
BEGIN
  FOR r IN SELECT id, kind, match_pattern, exception_match FROM rules
            WHERE enabled AND k = ANY(content_kinds) AND kind IN ('term', 'regex') AND rules.leet = rule_text_hits.leet
              AND (needle = '' OR strpos(CASE WHEN kind = 'term' THEN skel ELSE t END, needle) > 0)
            ORDER BY id LOOP
    IF t ~* r.match_pattern
       AND (r.exception_match = '' OR regexp_replace(t, r.exception_match, ' ', 'gi') ~* r.match_pattern) THEN
      out := out || r.id;
    END IF;
  END LOOP;
  RETURN out;
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- "Hold everything from this person": the built-in rule its hits are recorded under, so that such a
-- hold ends with the first decision on the item, as any rule's hold does.
INSERT INTO rules (name, note, kind, pattern, content_kinds, action, builtin)
VALUES ('person-hold', 'Held authors: everything they write waits for a moderator until the hold ends.', 'author', '',
        '{moment,moment_comment,question,question_reply,reply_comment,about_answer,account}', 'hold', 'person-hold')
ON CONFLICT (name) DO UPDATE SET builtin = 'person-hold', kind = 'author', pattern = '';
--> statement-breakpoint
-- Re-derive every rule under the new folding (the update fires rules_derive, then the probes).
UPDATE rules SET pattern = pattern;
--> statement-breakpoint
-- What the author rules read: approved items per account (kept on every insert and status
-- change) and the last 100 moderators' decisions, newest first.
CREATE FUNCTION author_records_track() RETURNS trigger AS $$
DECLARE
  a int := coalesce(NEW.account_id, OLD.account_id);
  delta int := 0;
  letter text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := CASE WHEN NEW.audit_status = 'APPROVED' THEN 1 ELSE 0 END;
  ELSE
    delta := (CASE WHEN NEW.audit_status = 'APPROVED' THEN 1 ELSE 0 END) - (CASE WHEN OLD.audit_status = 'APPROVED' THEN 1 ELSE 0 END);
    letter := CASE NEW.audit_status WHEN 'APPROVED' THEN 'a' WHEN 'REJECTED' THEN 'r' END;
  END IF;
  INSERT INTO author_records AS x (account_id, approved, rejected, recent)
  VALUES (a, greatest(delta, 0), CASE WHEN letter = 'r' THEN 1 ELSE 0 END, coalesce(letter, ''))
  ON CONFLICT (account_id) DO UPDATE
    SET approved = greatest(x.approved + delta, 0),
        rejected = x.rejected + CASE WHEN letter = 'r' THEN 1 ELSE 0 END,
        recent = left(coalesce(letter, '') || x.recent, 100),
        updated_at = now();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['moments', 'moment_comments', 'questions', 'question_replies', 'reply_comments', 'about_answers'] LOOP
    EXECUTE format('CREATE TRIGGER author_records_insert AFTER INSERT ON %I FOR EACH ROW
                    WHEN (NEW.audit_status = ''APPROVED'') EXECUTE FUNCTION author_records_track()', tbl);
    EXECUTE format('CREATE TRIGGER author_records_decide AFTER UPDATE OF audit_status ON %I FOR EACH ROW
                    WHEN (OLD.audit_status IS DISTINCT FROM NEW.audit_status) EXECUTE FUNCTION author_records_track()', tbl);
  END LOOP;
END;
$$;
--> statement-breakpoint
INSERT INTO author_records (account_id, approved)
SELECT account_id, count(*) FROM (
  SELECT account_id FROM moments WHERE audit_status = 'APPROVED'
  UNION ALL SELECT account_id FROM moment_comments WHERE audit_status = 'APPROVED'
  UNION ALL SELECT account_id FROM questions WHERE audit_status = 'APPROVED'
  UNION ALL SELECT account_id FROM question_replies WHERE audit_status = 'APPROVED'
  UNION ALL SELECT account_id FROM reply_comments WHERE audit_status = 'APPROVED'
  UNION ALL SELECT account_id FROM about_answers WHERE audit_status = 'APPROVED'
) s GROUP BY account_id;
--> statement-breakpoint
-- The app's one answer about an account: DISABLED when a moderator (or a blocking rule) disabled
-- it, and whether to show its nickname (a hold on the nickname hides the nickname, not the person).
DROP VIEW app_account_standing;
--> statement-breakpoint
CREATE VIEW app_account_standing AS
  SELECT id AS account_id,
    status,
    CASE WHEN suspended_until > now() THEN suspended_until END AS suspended_until,
    CASE
      WHEN status IN ('BANNED', 'DELETED') THEN status
      WHEN suspended_until > now() THEN 'SUSPENDED'
      WHEN NOT enabled THEN 'DISABLED'
      ELSE status
    END AS effective_status,
    nickname_hidden
  FROM accounts;
--> statement-breakpoint
-- Whether a text hits a rule, from the rule's derived parts: what the dry run and the backlog ask
-- of rows already written (the trigger asks the same of each new row, all rules at once).
CREATE FUNCTION rule_body_hits(kind text, match text, exc text, leet boolean, entries text[], body text) RETURNS boolean AS $$
DECLARE
  t text;
  hosts text[];
  phones text[];
  hit boolean := false;
BEGIN
  body := left(coalesce(body, ''), 20000);
  IF kind IN ('term', 'regex') THEN
    t := text_fold(body, leet);
    RETURN t ~* match AND (exc = '' OR regexp_replace(t, exc, ' ', 'gi') ~* match);
  ELSIF kind = 'domain' THEN
    hosts := rule_text_hosts(text_fold_base(body));
    hit := EXISTS (
      SELECT 1 FROM unnest(hosts) AS h, LATERAL string_to_array(h, '.') AS l, generate_series(1, cardinality(l)) AS i,
             unnest(entries) AS e LEFT JOIN rule_domain_lists dl ON e = 'list:' || dl.list
       WHERE coalesce(dl.domain, e) = array_to_string(l[i:], '.')
          OR (e = '*' AND text_registrable_domain(h) IS NOT NULL));
  ELSIF kind = 'phone' THEN
    phones := ARRAY(SELECT text_phones(body));
    hit := cardinality(phones) > 0 AND (entries && phones OR '*' = ANY(entries));
  ELSE
    hit := true;
  END IF;
  RETURN hit AND (exc = '' OR text_fold(body, leet) !~* exc);
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- Author conditions as of now for an account, by value (a draft in the dry run is no row of rules).
CREATE FUNCTION rule_author_ok(max_age_days int, max_approved int, reject_window int, reject_percent int, account int)
RETURNS boolean AS $$
  SELECT max_age_days IS NULL AND max_approved IS NULL AND reject_window IS NULL
      OR coalesce((SELECT rule_author_matches(max_age_days, max_approved, reject_window, reject_percent,
                                              a.registered_at, x.approved, x.recent)
                     FROM accounts a LEFT JOIN author_records x ON x.account_id = a.id WHERE a.id = account), false)
$$ LANGUAGE sql STABLE;
