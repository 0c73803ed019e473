-- Paid stats read every order paid in a range; with the figures they need included, the index
-- answers them without visiting the table (drizzle cannot declare INCLUDE, hence by hand).
CREATE INDEX "orders_paid_covering_idx" ON "orders" USING btree ("paid_at") INCLUDE ("currency", "channel", "account_id", "amount_cents", "renewal", "status");
--> statement-breakpoint
DROP INDEX "orders_paid_idx";
