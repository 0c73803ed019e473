-- Leases belong to a tab (issue 38): `holder` is the id a tab keeps for itself, so two tabs of one
-- moderator are handed different items. Leases written before it, and callers naming no holder, are ''.
DROP INDEX "queue_leases_admin_idx";--> statement-breakpoint
ALTER TABLE "queue_leases" ADD COLUMN "holder" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "queue_leases_admin_idx" ON "queue_leases" USING btree ("admin_id","holder","queue");
