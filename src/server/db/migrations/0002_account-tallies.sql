CREATE TABLE "account_tallies" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"certified" bigint DEFAULT 0 NOT NULL,
	"vip" bigint DEFAULT 0 NOT NULL,
	"banned" bigint DEFAULT 0 NOT NULL
);
