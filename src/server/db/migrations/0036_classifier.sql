CREATE TABLE "classifier_models" (
	"version" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classifier_models_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trained_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"trained_by" integer,
	"examples" integer NOT NULL,
	"oldest_decision_at" timestamp (3) with time zone,
	"newest_decision_at" timestamp (3) with time zone,
	"train_ms" integer NOT NULL,
	"model" jsonb NOT NULL,
	"quality" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifier_scores" (
	"kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"model_version" integer NOT NULL,
	"scored_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"probabilities" jsonb NOT NULL,
	"top_label" text NOT NULL,
	"top_probability" real NOT NULL,
	"drivers" jsonb NOT NULL,
	CONSTRAINT "classifier_scores_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "classifier_unscored" (
	"kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"queued_at" timestamp (3) with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "classifier_unscored_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "classifier_models" ADD CONSTRAINT "classifier_models_trained_by_admins_id_fk" FOREIGN KEY ("trained_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifier_scores" ADD CONSTRAINT "classifier_scores_model_version_classifier_models_version_fk" FOREIGN KEY ("model_version") REFERENCES "public"."classifier_models"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classifier_scores_top_idx" ON "classifier_scores" USING btree ("kind","top_label");--> statement-breakpoint
CREATE INDEX "classifier_unscored_queued_idx" ON "classifier_unscored" USING btree ("queued_at");--> statement-breakpoint

-- Every text item that arrives (or whose text changes), from any writer, waits for the classifier's
-- scorer in `classifier_unscored`: queued in the writer's transaction, so a rolled-back write queues
-- nothing and a committed one cannot be missed, whatever the scorer was doing at the time.
-- Arrivals are taken per statement (a batch insert is one statement here). A changed text is taken
-- per row by a trigger on the text's columns only, with the change in its WHEN: decisions, which
-- update other columns of many rows at once, never call it.
CREATE FUNCTION classifier_queue() RETURNS trigger AS $$
BEGIN
  INSERT INTO classifier_unscored (kind, item_id) SELECT TG_ARGV[0], id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION classifier_queue_changed() RETURNS trigger AS $$
BEGIN
  INSERT INTO classifier_unscored (kind, item_id) VALUES (TG_ARGV[0], NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER moments_classifier_insert AFTER INSERT ON moments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('moment');
--> statement-breakpoint
CREATE TRIGGER moments_classifier_update AFTER UPDATE OF text ON moments
  FOR EACH ROW WHEN (OLD.text IS DISTINCT FROM NEW.text) EXECUTE FUNCTION classifier_queue_changed('moment');
--> statement-breakpoint
CREATE TRIGGER moment_comments_classifier_insert AFTER INSERT ON moment_comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('moment_comment');
--> statement-breakpoint
CREATE TRIGGER moment_comments_classifier_update AFTER UPDATE OF text ON moment_comments
  FOR EACH ROW WHEN (OLD.text IS DISTINCT FROM NEW.text) EXECUTE FUNCTION classifier_queue_changed('moment_comment');
--> statement-breakpoint
CREATE TRIGGER questions_classifier_insert AFTER INSERT ON questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('question');
--> statement-breakpoint
CREATE TRIGGER questions_classifier_update AFTER UPDATE OF title, text ON questions
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.text IS DISTINCT FROM NEW.text) EXECUTE FUNCTION classifier_queue_changed('question');
--> statement-breakpoint
CREATE TRIGGER question_replies_classifier_insert AFTER INSERT ON question_replies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('question_reply');
--> statement-breakpoint
CREATE TRIGGER question_replies_classifier_update AFTER UPDATE OF text ON question_replies
  FOR EACH ROW WHEN (OLD.text IS DISTINCT FROM NEW.text) EXECUTE FUNCTION classifier_queue_changed('question_reply');
--> statement-breakpoint
CREATE TRIGGER reply_comments_classifier_insert AFTER INSERT ON reply_comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('reply_comment');
--> statement-breakpoint
CREATE TRIGGER reply_comments_classifier_update AFTER UPDATE OF text ON reply_comments
  FOR EACH ROW WHEN (OLD.text IS DISTINCT FROM NEW.text) EXECUTE FUNCTION classifier_queue_changed('reply_comment');
--> statement-breakpoint
CREATE TRIGGER about_answers_classifier_insert AFTER INSERT ON about_answers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('about_answer');
--> statement-breakpoint
CREATE TRIGGER about_answers_classifier_update AFTER UPDATE OF answer ON about_answers
  FOR EACH ROW WHEN (OLD.answer IS DISTINCT FROM NEW.answer) EXECUTE FUNCTION classifier_queue_changed('about_answer');
