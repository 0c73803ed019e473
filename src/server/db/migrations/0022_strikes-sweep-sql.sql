-- A strike stops counting in the risk score when it passes the expiry: the authors whose strikes
-- expired since the last sweep are re-scored. The riskiest-first queue runs it before it hands
-- out items; a sweep already running elsewhere is skipped, not waited for.
CREATE OR REPLACE FUNCTION risk_expire_strikes() RETURNS integer AS $$
DECLARE
  swept timestamptz;
  days integer;
  a integer;
  n integer := 0;
BEGIN
  SELECT strikes_swept_at, strike_expiry_days INTO swept, days FROM risk_settings FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  UPDATE risk_settings SET strikes_swept_at = now();
  FOR a IN
    SELECT DISTINCT e.account_id FROM enforcements e
     WHERE e.kind = 'warn' AND e.revoked_at IS NULL
       AND e.created_at + make_interval(days => days) > swept
       AND e.created_at + make_interval(days => days) <= now()
  LOOP
    PERFORM risk_refresh_author(a);
    n := n + 1;
  END LOOP;
  RETURN n;
END;
$$ LANGUAGE plpgsql;
