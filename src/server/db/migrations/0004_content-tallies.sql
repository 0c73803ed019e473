CREATE TABLE "content_tallies" (
	"source" text NOT NULL,
	"slot" smallint NOT NULL,
	"enabled" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_tallies_source_slot_pk" PRIMARY KEY("source","slot")
);
