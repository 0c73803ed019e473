-- The risk score and an author's strikes, as PL/pgSQL. Both are called once per arriving row by
-- the content triggers (risk_score_new_content) and by the rules trigger. A SQL-language function
-- that cannot be inlined (these two hold a sub-select) is parsed and planned again in every
-- transaction that calls it, which cost 0.2–0.3 ms of a one-row insert's ~1 ms; a PL/pgSQL
-- function keeps its plans for the session. Same expressions, same results.
CREATE OR REPLACE FUNCTION risk_score_of(parts jsonb) RETURNS integer AS $$
BEGIN
  RETURN coalesce((parts->>'reportPoints')::int, 0)
    + coalesce((SELECT sum(CASE r->>'action' WHEN 'block' THEN 40 WHEN 'hold' THEN 30 ELSE 20 END)::int
                FROM jsonb_array_elements(CASE WHEN jsonb_typeof(parts->'rules') = 'array' THEN parts->'rules' ELSE '[]'::jsonb END) r), 0)
    + 15 * least(coalesce((parts->>'strikes')::int, 0), 5)
    + CASE
        WHEN NOT parts ? 'accountAgeDays' THEN 0
        WHEN (parts->>'accountAgeDays')::int < 1 THEN 15
        WHEN (parts->>'accountAgeDays')::int < 7 THEN 10
        WHEN (parts->>'accountAgeDays')::int < 30 THEN 5
        ELSE 0
      END;
END;
$$ LANGUAGE plpgsql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION risk_strikes_of(account integer) RETURNS integer AS $$
BEGIN
  RETURN (SELECT count(*)::int FROM enforcements e
   WHERE e.account_id = account AND e.kind = 'warn' AND e.revoked_at IS NULL
     AND e.created_at > now() - make_interval(days => coalesce((SELECT s.strike_expiry_days FROM risk_settings s), 90)));
END;
$$ LANGUAGE plpgsql STABLE;
