-- A decision on a member of a wave recounted the whole wave (wave_recount): every member's status
-- read by its primary key, in the decision's transaction. At 1M a seeded wave has 21 681 members:
-- an enforcement on one of them took up to 1.6 s (p50 26 ms, p99 0.7–0.9 s over 390), where one
-- outside a wave takes ≈ 10 ms. A decision changes no member's existence, so a wave's size,
-- authors and first and last times stand; what moves is how many are pending, by what the decision
-- itself changed (the caller knows each row's status before and after it), and the lead, looked up
-- newest first among the members, stopping at the first still pending (the wave's index by time,
-- now with the id for the ties, read backwards). Taken under the wave's row lock, in wave id order,
-- as before: two decisions on one wave add their changes one after the other. The wave worker
-- still recounts a wave whole when items join it (wave_recount).
DROP INDEX "wave_prints_wave_idx";--> statement-breakpoint
CREATE INDEX "wave_prints_wave_idx" ON "wave_prints" USING btree ("wave_id","created_at","item_id") WHERE "wave_prints"."wave_id" IS NOT NULL;--> statement-breakpoint
DROP FUNCTION wave_recount_items(text, bigint[]);
--> statement-breakpoint
CREATE FUNCTION wave_take_decisions(k text, ids bigint[], moved integer[]) RETURNS void AS $$
DECLARE
  d record;
  wv waves;
  newest bigint;
  seen integer;
  before_at timestamptz;
  before_id bigint;
BEGIN
  FOR d IN SELECT p.wave_id AS id, sum(m.moved)::int AS moved, bool_or(m.moved > 0) AS returned,
                  array_agg(m.item_id) FILTER (WHERE m.moved < 0) AS gone
             FROM unnest(ids, moved) AS m(item_id, moved)
             JOIN wave_prints p ON p.kind = k AND p.item_id = m.item_id
            WHERE p.wave_id IS NOT NULL
            GROUP BY p.wave_id ORDER BY p.wave_id LOOP
    SELECT * INTO wv FROM waves WHERE waves.id = d.id FOR UPDATE;
    CONTINUE WHEN NOT FOUND;
    -- Items that only left pending, none of them the lead: the newest pending member is still the
    -- lead (an enforcement on an older member of a large wave reads nothing more).
    IF NOT d.returned AND (wv.lead_id IS NULL OR wv.lead_id <> ALL(d.gone)) THEN
      UPDATE waves SET pending = greatest(0, pending + d.moved) WHERE waves.id = wv.id;
      CONTINUE;
    END IF;
    newest := NULL;
    -- As wave_recount: the newest pending member (by its time, then its id), none below three.
    -- Members are read newest first 64 at a time from the wave's index, each batch's statuses at
    -- once: a single statement over all members let the planner sort them all first (25 ms for
    -- 21 681), as the wave's statistics are seldom up to date. A wave's members are of its kind, so
    -- the kind is not asked for: with it the planner ANDs in the primary key's kind range (20 ms).
    IF wv.size >= 3 THEN
      before_at := 'infinity';
      before_id := 9223372036854775807;
      LOOP
        EXECUTE format(
          'WITH o AS (SELECT p.item_id, p.created_at FROM wave_prints p
                       WHERE p.wave_id = $1 AND (p.created_at, p.item_id) < ($2, $3)
                       ORDER BY p.created_at DESC, p.item_id DESC LIMIT 64)
           SELECT (SELECT o.item_id FROM o JOIN %I t ON t.id = o.item_id WHERE t.audit_status = ''PENDING''
                    ORDER BY o.created_at DESC, o.item_id DESC LIMIT 1),
                  (SELECT count(*)::int FROM o),
                  (SELECT o.created_at FROM o ORDER BY o.created_at, o.item_id LIMIT 1),
                  (SELECT o.item_id FROM o ORDER BY o.created_at, o.item_id LIMIT 1)', risk_table_of(k))
          INTO newest, seen, before_at, before_id USING wv.id, before_at, before_id;
        EXIT WHEN newest IS NOT NULL OR seen < 64;
      END LOOP;
    END IF;
    IF wv.lead_id IS NOT NULL AND wv.lead_id IS DISTINCT FROM newest THEN
      PERFORM risk_write_parts(k, wv.lead_id::int, '{"wave": null}'::jsonb);
    END IF;
    UPDATE waves SET pending = greatest(0, pending + d.moved), lead_id = newest WHERE waves.id = wv.id;
    IF newest IS NOT NULL AND newest IS DISTINCT FROM wv.lead_id THEN
      PERFORM risk_write_parts(k, newest::int, jsonb_build_object('wave', jsonb_build_object(
        'id', wv.id, 'size', wv.size, 'perMinute', wave_per_minute(wv.size, wv.first_at, wv.last_at))));
    END IF;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
