ALTER TABLE "team_decisions" ADD COLUMN "model_version" integer;--> statement-breakpoint

-- A decision on a text item records the classifier version whose score the item carried: the
-- score the moderator's card showed when the decision was taken (issue 41). Written as the
-- team-statistics trigger writes the decision, so decisions from every writer carry it; a look-up
-- by the scores' primary key, only for the text queues.
CREATE FUNCTION team_decisions_model_version() RETURNS trigger AS $$
BEGIN
  SELECT s.model_version INTO NEW.model_version
    FROM classifier_scores s WHERE s.kind = NEW.queue AND s.item_id = NEW.target_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER team_decisions_model_version BEFORE INSERT ON team_decisions
  FOR EACH ROW WHEN (NEW.queue IN ('moment', 'moment_comment', 'question', 'question_reply', 'reply_comment', 'about_answer'))
  EXECUTE FUNCTION team_decisions_model_version();
