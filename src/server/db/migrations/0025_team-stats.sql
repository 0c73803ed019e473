CREATE TABLE "team_admin_hours" (
	"hour" timestamp (3) with time zone NOT NULL,
	"admin_id" integer NOT NULL,
	"decisions" integer DEFAULT 0 NOT NULL,
	"undone" integer DEFAULT 0 NOT NULL,
	"overturned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_admin_hours_hour_admin_id_pk" PRIMARY KEY("hour","admin_id")
);
--> statement-breakpoint
CREATE TABLE "team_decision_days" (
	"day" date NOT NULL,
	"admin_id" integer NOT NULL,
	"queue" text NOT NULL,
	"kind" text NOT NULL,
	"decisions" integer DEFAULT 0 NOT NULL,
	"undone" integer DEFAULT 0 NOT NULL,
	"overturned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_decision_days_day_admin_id_queue_kind_pk" PRIMARY KEY("day","admin_id","queue","kind")
);
--> statement-breakpoint
CREATE TABLE "team_decision_hours" (
	"hour" timestamp (3) with time zone NOT NULL,
	"admin_id" integer NOT NULL,
	"queue" text NOT NULL,
	"kind" text NOT NULL,
	"decisions" integer DEFAULT 0 NOT NULL,
	"undone" integer DEFAULT 0 NOT NULL,
	"overturned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_decision_hours_hour_admin_id_queue_kind_pk" PRIMARY KEY("hour","admin_id","queue","kind")
);
--> statement-breakpoint
CREATE TABLE "team_decisions" (
	"log_id" bigint PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"queue" text NOT NULL,
	"field" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" bigint NOT NULL,
	"before" jsonb,
	"entered_at" timestamp (3) with time zone,
	"wait_ms" bigint,
	"reenters" boolean DEFAULT false NOT NULL,
	"reversal" text
);
--> statement-breakpoint
CREATE TABLE "team_queue_targets" (
	"queue" text PRIMARY KEY NOT NULL,
	"target_minutes" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "team_queue_targets_minutes" CHECK ("team_queue_targets"."target_minutes" BETWEEN 1 AND 43200)
);
--> statement-breakpoint
CREATE TABLE "team_wait_days" (
	"day" date NOT NULL,
	"admin_id" integer NOT NULL,
	"hist" integer[] NOT NULL,
	CONSTRAINT "team_wait_days_day_admin_id_pk" PRIMARY KEY("day","admin_id")
);
--> statement-breakpoint
CREATE TABLE "team_wait_hours" (
	"hour" timestamp (3) with time zone NOT NULL,
	"admin_id" integer NOT NULL,
	"bucket" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_wait_hours_hour_admin_id_bucket_pk" PRIMARY KEY("hour","admin_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "team_queue_targets" ADD CONSTRAINT "team_queue_targets_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_decisions_target_idx" ON "team_decisions" USING btree ("queue","target_id","log_id");