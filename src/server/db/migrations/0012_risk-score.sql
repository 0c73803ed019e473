ALTER TABLE "about_answers" ADD COLUMN "risk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "about_answers" ADD COLUMN "risk_parts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "risk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "risk_parts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "avatar_certs" ADD COLUMN "risk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "avatar_certs" ADD COLUMN "risk_parts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "moment_comments" ADD COLUMN "risk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "moment_comments" ADD COLUMN "risk_parts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "moments" ADD COLUMN "risk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "moments" ADD COLUMN "risk_parts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "question_replies" ADD COLUMN "risk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "question_replies" ADD COLUMN "risk_parts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "risk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "risk_parts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_comments" ADD COLUMN "risk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reply_comments" ADD COLUMN "risk_parts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "risk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "risk_parts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_accuracy" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
CREATE INDEX "about_answers_audit_risk_idx" ON "about_answers" USING btree ("audit_status",(-"risk_score"),"id");--> statement-breakpoint
CREATE INDEX "accounts_audit_risk_idx" ON "accounts" USING btree ("audit_status",(-"risk_score"),"id");--> statement-breakpoint
CREATE INDEX "avatar_certs_audit_risk_idx" ON "avatar_certs" USING btree ("audit_status",(-"risk_score"),"id");--> statement-breakpoint
CREATE INDEX "moment_comments_audit_risk_idx" ON "moment_comments" USING btree ("audit_status",(-"risk_score"),"id");--> statement-breakpoint
CREATE INDEX "moments_audit_risk_idx" ON "moments" USING btree ("audit_status",(-"risk_score"),"id");--> statement-breakpoint
CREATE INDEX "question_replies_audit_risk_idx" ON "question_replies" USING btree ("audit_status",(-"risk_score"),"id");--> statement-breakpoint
CREATE INDEX "questions_audit_risk_idx" ON "questions" USING btree ("audit_status",(-"risk_score"),"id");--> statement-breakpoint
CREATE INDEX "reply_comments_audit_risk_idx" ON "reply_comments" USING btree ("audit_status",(-"risk_score"),"id");--> statement-breakpoint
CREATE INDEX "reports_status_risk_idx" ON "reports" USING btree ("status",(-"risk_score"),"id");