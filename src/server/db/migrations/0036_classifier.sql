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
-- TG_ARGV: the kind, and the SQL expression of its text (as services/classifier reads it).
CREATE FUNCTION classifier_queue() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO classifier_unscored (kind, item_id) SELECT TG_ARGV[0], id FROM new_rows ON CONFLICT DO NOTHING;
  ELSE
    EXECUTE format('INSERT INTO classifier_unscored (kind, item_id) SELECT $1, n.id FROM new_rows n JOIN old_rows o USING (id) '
      'WHERE (%s) IS DISTINCT FROM (%s) ON CONFLICT DO NOTHING',
      replace(TG_ARGV[1], '$', 'n.'), replace(TG_ARGV[1], '$', 'o.')) USING TG_ARGV[0];
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER moments_classifier_insert AFTER INSERT ON moments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('moment', '$text');
--> statement-breakpoint
CREATE TRIGGER moments_classifier_update AFTER UPDATE ON moments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('moment', '$text');
--> statement-breakpoint
CREATE TRIGGER moment_comments_classifier_insert AFTER INSERT ON moment_comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('moment_comment', '$text');
--> statement-breakpoint
CREATE TRIGGER moment_comments_classifier_update AFTER UPDATE ON moment_comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('moment_comment', '$text');
--> statement-breakpoint
CREATE TRIGGER questions_classifier_insert AFTER INSERT ON questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('question', '$title || $text');
--> statement-breakpoint
CREATE TRIGGER questions_classifier_update AFTER UPDATE ON questions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('question', '$title || $text');
--> statement-breakpoint
CREATE TRIGGER question_replies_classifier_insert AFTER INSERT ON question_replies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('question_reply', '$text');
--> statement-breakpoint
CREATE TRIGGER question_replies_classifier_update AFTER UPDATE ON question_replies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('question_reply', '$text');
--> statement-breakpoint
CREATE TRIGGER reply_comments_classifier_insert AFTER INSERT ON reply_comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('reply_comment', '$text');
--> statement-breakpoint
CREATE TRIGGER reply_comments_classifier_update AFTER UPDATE ON reply_comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('reply_comment', '$text');
--> statement-breakpoint
CREATE TRIGGER about_answers_classifier_insert AFTER INSERT ON about_answers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('about_answer', '$answer');
--> statement-breakpoint
CREATE TRIGGER about_answers_classifier_update AFTER UPDATE ON about_answers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classifier_queue('about_answer', '$answer');
