-- The chain's second digest: `at` hashed in full (extract(epoch) as numeric, to the microsecond,
-- whatever the column's precision) where the first rounded it to the millisecond, so that an
-- edit of less than a millisecond (possible once the column is widened) no longer passes. It
-- also hashes its own number, so a seal cannot be passed off as made by the other digest.
-- Seals written before this migration keep digest 1 and are verified with it: nothing already
-- sealed is sealed again, and a chain's head recorded before still verifies.
CREATE FUNCTION action_log_digest_v2(prev text, seq bigint, r action_log) RETURNS text AS $$
  SELECT encode(sha256(convert_to(prev || jsonb_build_array(
    2, seq, r.id, r.admin_id, r.action, r.target_type, r.target_id, r.before, r.after, r.reason,
    r.ip, r.request_id, extract(epoch FROM r.at))::text, 'UTF8')), 'hex')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- A seal by the digest it names, for verification.
CREATE FUNCTION action_log_seal_digest(digest smallint, prev text, seq bigint, r action_log) RETURNS text AS $$
  SELECT CASE digest WHEN 1 THEN action_log_digest(prev, seq, r) WHEN 2 THEN action_log_digest_v2(prev, seq, r) END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- As in action-log-chain, sealing with the second digest and saying so in each seal.
CREATE OR REPLACE FUNCTION action_log_seal() RETURNS trigger AS $$
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
    -- action_log_digest_v2(prev, head_seq, r), written out: an expression plpgsql evaluates in
    -- place costs a fraction of a call through SQL, per row.
    prev := encode(sha256(convert_to(prev || jsonb_build_array(
      2, head_seq, r.id, r.admin_id, r.action, r.target_type, r.target_id, r.before, r.after, r.reason,
      r.ip, r.request_id, extract(epoch FROM r.at))::text, 'UTF8')), 'hex');
    seqs := seqs || head_seq;
    ids := ids || r.id;
    hashes := hashes || prev;
  END LOOP;
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO action_log_seals (seq, log_id, hash, digest) SELECT s, l, h, 2 FROM unnest(seqs, ids, hashes) AS u(s, l, h);
  UPDATE action_log_chain_head SET seq = head_seq, hash = prev WHERE id = 1;
  PERFORM set_config('backoffice.sealed_through', ids[cardinality(ids)]::text, true);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
