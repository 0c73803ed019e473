CREATE TABLE "classifier_thresholds" (
	"label" text PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"flag" double precision,
	"hold" double precision,
	"updated_by" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classifier_thresholds" ADD CONSTRAINT "classifier_thresholds_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifier_thresholds" ADD CONSTRAINT "classifier_thresholds_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifier_thresholds" ADD CONSTRAINT "classifier_thresholds_range" CHECK (
  (flag IS NULL OR flag BETWEEN 0 AND 1) AND (hold IS NULL OR hold BETWEEN 0 AND 1) AND (flag IS NULL OR hold IS NULL OR hold >= flag));
--> statement-breakpoint
-- One built-in rule per label the thresholds act on, as "hold everything from this person" has its
-- own: the scorer records its flags and holds as hits of these rules, so the queues show them as
-- rule hits and a hold ends with the first decision on the item. Kind `author` with no condition
-- and a `builtin` mark: the content triggers never run them themselves.
INSERT INTO rules (name, note, kind, pattern, content_kinds, action, builtin)
SELECT 'classifier-' || l, 'The classifier''s thresholds for ' || l || ': set on the Rules screen, section Classifier.', 'author', '',
       '{moment,moment_comment,question,question_reply,reply_comment,about_answer}', 'hold', 'classifier'
  FROM unnest(ARRAY['spam', 'harassment', 'sexual', 'violence', 'hate', 'fraud', 'personal_info', 'illegal_goods', 'low_quality']) AS l
ON CONFLICT (name) DO UPDATE SET builtin = 'classifier', kind = 'author', pattern = '';
--> statement-breakpoint
INSERT INTO classifier_thresholds (label, rule_id)
SELECT substr(name, length('classifier-') + 1), id FROM rules WHERE builtin = 'classifier';
--> statement-breakpoint
-- The classifier joins the risk score (src/contract/risk.ts): its most probable label other than
-- "fine" adds up to 40 points, in proportion to the probability; the scorer writes that part.
-- PL/pgSQL, as migration risk-functions-plpgsql made it: planned once a session, not once a transaction.
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
      END
    + coalesce(round(40 * (parts->'classifier'->>'probability')::numeric)::int, 0);
END;
$$ LANGUAGE plpgsql IMMUTABLE;
