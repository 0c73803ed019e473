CREATE TABLE "action_log_chain_head" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_log_seals" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"log_id" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_noise" (
	"minute" timestamp (3) with time zone NOT NULL,
	"ip" text NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"log_id" bigint NOT NULL,
	"last_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_noise_minute_ip_action_detail_pk" PRIMARY KEY("minute","ip","action","detail")
);
--> statement-breakpoint
ALTER TABLE "action_log" ADD COLUMN "xact" bigint DEFAULT txid_current() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "action_log_seals_log_id_key" ON "action_log_seals" USING btree ("log_id");--> statement-breakpoint
CREATE INDEX "auth_noise_log_idx" ON "auth_noise" USING btree ("log_id");--> statement-breakpoint
CREATE INDEX "action_log_xact_idx" ON "action_log" USING btree ("xact");--> statement-breakpoint
-- The hash chain (ASVS 16.4). A transaction's action-log rows are sealed when it commits: each gets
-- a row in action_log_seals with the next position and the hash of the previous seal's hash, that
-- position and the log row's fields. Sealing at commit (a deferred trigger) holds the chain's one
-- lock only while the transaction commits, so writers wait on each other for the length of a
-- commit, not of their transaction, and cannot deadlock on it; the lock is a row lock, so replicas
-- sharing the database share the chain. Seals are written beside the log rather than into it, so
-- the log itself stays strictly append-only and a 500-row bulk decision seals in one INSERT.
ALTER TABLE "action_log_chain_head" ADD CONSTRAINT "action_log_chain_head_one_row" CHECK ("id" = 1);
--> statement-breakpoint
CREATE FUNCTION action_log_digest(prev text, seq bigint, r action_log) RETURNS text AS $$
  SELECT encode(sha256(convert_to(prev || jsonb_build_array(
    seq, r.id, r.admin_id, r.action, r.target_type, r.target_id, r.before, r.after, r.reason,
    r.ip, r.request_id, (extract(epoch FROM r.at) * 1000)::bigint)::text, 'UTF8')), 'hex')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Fires once per log row at commit; the first firing seals all of the transaction's rows in one
-- INSERT and the others return at once. A row written with this trigger switched off belongs to
-- another transaction, so no later commit seals it: it stays outside the chain, where
-- verification finds it.
CREATE FUNCTION action_log_seal() RETURNS trigger AS $$
DECLARE
  r action_log;
  head_seq bigint;
  prev text;
  seqs bigint[] := '{}';
  ids bigint[] := '{}';
  hashes text[] := '{}';
BEGIN
  IF NEW.id <= coalesce(nullif(current_setting('backoffice.sealed_through', true), '')::bigint, 0) THEN
    RETURN NULL;
  END IF;
  SELECT seq, hash INTO head_seq, prev FROM action_log_chain_head WHERE id = 1 FOR UPDATE;
  FOR r IN SELECT * FROM action_log
           WHERE xact = txid_current()
             AND id > coalesce(nullif(current_setting('backoffice.sealed_through', true), '')::bigint, 0)
           ORDER BY id LOOP
    head_seq := head_seq + 1;
    -- action_log_digest(prev, head_seq, r), written out: an expression plpgsql evaluates in place
    -- costs a fraction of a call through SQL, per row.
    prev := encode(sha256(convert_to(prev || jsonb_build_array(
      head_seq, r.id, r.admin_id, r.action, r.target_type, r.target_id, r.before, r.after, r.reason,
      r.ip, r.request_id, (extract(epoch FROM r.at) * 1000)::bigint)::text, 'UTF8')), 'hex');
    seqs := seqs || head_seq;
    ids := ids || r.id;
    hashes := hashes || prev;
  END LOOP;
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO action_log_seals (seq, log_id, hash) SELECT * FROM unnest(seqs, ids, hashes);
  UPDATE action_log_chain_head SET seq = head_seq, hash = prev WHERE id = 1;
  PERFORM set_config('backoffice.sealed_through', ids[cardinality(ids)]::text, true);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Rows already written are sealed in the order they were written.
DO $$
DECLARE
  r action_log;
  n bigint := 0;
  prev text := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM action_log ORDER BY id LOOP
    n := n + 1;
    prev := action_log_digest(prev, n, r);
    INSERT INTO action_log_seals (seq, log_id, hash) VALUES (n, r.id, prev);
  END LOOP;
  INSERT INTO action_log_chain_head (id, seq, hash) VALUES (1, n, prev);
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER action_log_seal
  AFTER INSERT ON action_log DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION action_log_seal();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION action_log_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Seals are evidence like the log: never changed, never removed.
CREATE TRIGGER action_log_seals_append_only
  BEFORE UPDATE OR DELETE ON action_log_seals
  FOR EACH ROW EXECUTE FUNCTION action_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER action_log_seals_no_truncate
  BEFORE TRUNCATE ON action_log_seals
  FOR EACH STATEMENT EXECUTE FUNCTION action_log_refuse_change();
--> statement-breakpoint
-- The head is the chain's anchor: it only moves forward, and is never removed.
CREATE FUNCTION action_log_chain_head_forward_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND NEW.seq > OLD.seq THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'action_log_chain_head only moves forward (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER action_log_chain_head_forward_only
  BEFORE UPDATE OR DELETE ON action_log_chain_head
  FOR EACH ROW EXECUTE FUNCTION action_log_chain_head_forward_only();
