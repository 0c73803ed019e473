-- Live events (src/server/live/README.md). The database announces its own changes on the channel
-- `backoffice_live`, so every replica hears them through its one LISTEN connection, whoever wrote
-- the rows: the console, another replica or the social app with plain SQL. pg_notify is
-- transactional: a rolled-back write announces nothing, a committed one is heard after commit.
-- Payloads are ids and counts only, chunked far below NOTIFY's 8000-byte limit.
--
-- Who decided comes from `backoffice.actor`, which the moderation write path sets for its
-- transaction (set_config(…, true)); a write without it (plain SQL) announces no one.
CREATE OR REPLACE FUNCTION live_notify_ids(kind text, queue text, ids integer[], actor integer) RETURNS void AS $$
DECLARE
  chunk integer[];
  i integer := 1;
BEGIN
  WHILE i <= coalesce(array_length(ids, 1), 0) LOOP
    chunk := ids[i : i + 299];
    PERFORM pg_notify('backoffice_live', json_build_object('k', kind, 'q', queue, 'ids', chunk, 'by', actor)::text);
    i := i + 300;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Rows that start waiting (inserted pending, or sent back to pending) enter the queue; rows that
-- stop waiting were decided. TG_ARGV: the queue's name, its status column and the waiting value.
CREATE OR REPLACE FUNCTION live_queue_changed() RETURNS trigger AS $$
DECLARE
  queue text := TG_ARGV[0];
  col text := TG_ARGV[1];
  waiting text := TG_ARGV[2];
  entered integer[];
  left_ids integer[];
  actor integer := nullif(current_setting('backoffice.actor', true), '')::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(id ORDER BY id) FROM new_rows WHERE %I::text = $1', col) INTO entered USING waiting;
  ELSE
    EXECUTE format('SELECT array_agg(n.id ORDER BY n.id) FROM new_rows n JOIN old_rows o USING (id) '
      'WHERE n.%I::text = $1 AND o.%I::text <> $1', col, col) INTO entered USING waiting;
    EXECUTE format('SELECT array_agg(n.id ORDER BY n.id) FROM new_rows n JOIN old_rows o USING (id) '
      'WHERE o.%I::text = $1 AND n.%I::text <> $1', col, col) INTO left_ids USING waiting;
    PERFORM live_notify_ids('out', queue, left_ids, actor);
  END IF;
  PERFORM live_notify_ids('in', queue, entered, actor);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('accounts', 'account', 'audit_status', 'PENDING'),
    ('moments', 'moment', 'audit_status', 'PENDING'),
    ('moment_comments', 'moment_comment', 'audit_status', 'PENDING'),
    ('questions', 'question', 'audit_status', 'PENDING'),
    ('question_replies', 'question_reply', 'audit_status', 'PENDING'),
    ('reply_comments', 'reply_comment', 'audit_status', 'PENDING'),
    ('avatar_certs', 'avatar_cert', 'audit_status', 'PENDING'),
    ('about_answers', 'about_answer', 'audit_status', 'PENDING'),
    ('reports', 'report', 'status', 'OPEN')
  ) AS v(tbl, queue, col, waiting) LOOP
    EXECUTE format('CREATE TRIGGER live_inserted AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION live_queue_changed(%L, %L, %L)', t.tbl, t.queue, t.col, t.waiting);
    EXECUTE format('CREATE TRIGGER live_updated AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION live_queue_changed(%L, %L, %L)', t.tbl, t.queue, t.col, t.waiting);
  END LOOP;
END $$;
--> statement-breakpoint
-- The message box: which admins got something new (the tab re-reads its own list).
CREATE OR REPLACE FUNCTION live_notifications_inserted() RETURNS trigger AS $$
DECLARE
  admins_ids integer[];
BEGIN
  SELECT array_agg(DISTINCT admin_id) INTO admins_ids FROM new_rows;
  PERFORM live_notify_ids('note', '', admins_ids, NULL);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER live_inserted AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_notifications_inserted();
--> statement-breakpoint
-- Sessions revoked or switched to another role: their streams end (a switched one reconnects in
-- its new role, so what it may hear follows the role).
CREATE OR REPLACE FUNCTION live_sessions_changed() RETURNS trigger AS $$
DECLARE
  ended integer[];
BEGIN
  SELECT array_agg(n.id) INTO ended FROM new_rows n JOIN old_rows o USING (id)
   WHERE (n.revoked_at IS NOT NULL AND o.revoked_at IS NULL) OR n.active_role IS DISTINCT FROM o.active_role;
  PERFORM live_notify_ids('session', '', ended, NULL);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER live_updated AFTER UPDATE ON admin_sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_sessions_changed();
--> statement-breakpoint
-- Stream tickets: short-lived and single-use, so the long-lived token never travels in a URL.
-- Any replica may be asked for the stream, so they live in the database; UNLOGGED because a
-- ticket lost in a crash costs one reconnect.
CREATE UNLOGGED TABLE live_tickets (
  ticket_hash text PRIMARY KEY,
  session_id integer NOT NULL,
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
-- Presence: who has which queue and item open, seen by every replica; a row not renewed within
-- its TTL is gone (readers ignore it, writers sweep it).
CREATE UNLOGGED TABLE live_presence (
  session_id integer PRIMARY KEY,
  admin_id integer NOT NULL,
  queue text NOT NULL,
  item_id integer,
  seen_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX live_presence_queue_idx ON live_presence (queue, seen_at);
