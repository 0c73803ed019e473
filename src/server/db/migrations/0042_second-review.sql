CREATE TABLE "second_review_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"share_bp" integer DEFAULT 200 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "second_review_settings_one" CHECK ("second_review_settings"."id" = 1),
	CONSTRAINT "second_review_settings_share" CHECK ("second_review_settings"."share_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "second_reviews" (
	"log_id" bigint PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"field" text NOT NULL,
	"decision" text NOT NULL,
	"target_id" bigint NOT NULL,
	"admin_id" integer NOT NULL,
	"label" text,
	"decided_at" timestamp (3) with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp (3) with time zone,
	"reviewer_label" text,
	"note" text,
	"lead_id" integer,
	"lead_label" text,
	"resolved_at" timestamp (3) with time zone,
	"resolve_log_id" bigint,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "second_review_settings" ADD CONSTRAINT "second_review_settings_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "second_reviews_state_idx" ON "second_reviews" USING btree ("state","log_id");--> statement-breakpoint
CREATE INDEX "second_reviews_reviewed_idx" ON "second_reviews" USING btree ("reviewed_at") WHERE reviewed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "second_reviews_target_idx" ON "second_reviews" USING btree ("queue","target_id");--> statement-breakpoint
INSERT INTO second_review_settings (id, share_bp) VALUES (1, 200);
--> statement-breakpoint
-- Samples decisions for second review as team_decisions takes them (once per statement, so a
-- 500-row bulk decision costs one settings read and one filtered insert): a decision is taken when
-- a hash of its action-log id falls under the share, so the choice needs no random() and no round
-- trip, and is the same on every replica. Only the text kinds' audit and enabled decisions: what a
-- reviewer can judge from the text and what the classifier learns from. A share of 0 reads the
-- setting and stops.
CREATE OR REPLACE FUNCTION second_review_sample() RETURNS trigger AS $$
DECLARE
  share integer;
BEGIN
  SELECT share_bp INTO share FROM second_review_settings WHERE id = 1;
  IF coalesce(share, 0) = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO second_reviews (log_id, queue, field, decision, target_id, admin_id, label, decided_at)
  SELECT n.log_id, n.queue, n.field, n.kind, n.target_id, n.admin_id,
         CASE WHEN n.kind IN ('approve', 'enable') THEN 'fine'
              ELSE (SELECT c.code FROM substring(l.reason FROM '^\[([a-z_]+)\]') AS c(code)
                     WHERE c.code IN ('spam', 'harassment', 'sexual', 'violence', 'hate', 'fraud', 'personal_info',
                                      'illegal_goods', 'low_quality')) END,
         n.at
    FROM new_rows n JOIN action_log l ON l.id = n.log_id
   WHERE n.queue IN ('moment', 'moment_comment', 'question', 'question_reply', 'reply_comment', 'about_answer')
     AND n.kind IN ('approve', 'reject', 'enable', 'disable')
     AND (hashint8(n.log_id)::bigint + 2147483648) % 10000 < share
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER second_review_sample AFTER INSERT ON team_decisions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION second_review_sample();
