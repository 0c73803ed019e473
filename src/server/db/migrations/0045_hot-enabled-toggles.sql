-- Enabling or disabling content wrote a new entry into every index of the row, because one index
-- held `enabled`: a 500-id bulk toggle wrote 3 000 index entries, a fifth of the decision's database
-- CPU on PostgreSQL. Without it the toggle is a HOT update (the row's new version on the same page,
-- no index touched), given room on the page: the content tables that did not have it yet keep a
-- tenth of each page free, as moments and questions do since 0008. The enabled filter of the lists
-- reads the time index and skips the rows of the other value; its capped count reads the rows up to
-- its 10 001st match at most.
DROP INDEX "about_answers_enabled_created_idx";--> statement-breakpoint
DROP INDEX "avatar_certs_enabled_created_idx";--> statement-breakpoint
DROP INDEX "moment_comments_enabled_created_idx";--> statement-breakpoint
DROP INDEX "moments_enabled_created_idx";--> statement-breakpoint
DROP INDEX "question_replies_enabled_created_idx";--> statement-breakpoint
DROP INDEX "questions_enabled_created_idx";--> statement-breakpoint
DROP INDEX "reply_comments_enabled_created_idx";--> statement-breakpoint
ALTER TABLE "moment_comments" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "question_replies" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "reply_comments" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "about_answers" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "avatar_certs" SET (fillfactor = 90);
