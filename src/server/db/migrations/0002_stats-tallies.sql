CREATE TABLE "account_tallies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_tallies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"total" bigint DEFAULT 0 NOT NULL,
	"certified" bigint DEFAULT 0 NOT NULL,
	"vip" bigint DEFAULT 0 NOT NULL,
	"banned" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_tallies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_tallies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"enabled" bigint DEFAULT 0 NOT NULL
);
