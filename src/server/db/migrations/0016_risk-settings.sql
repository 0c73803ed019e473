CREATE TABLE "risk_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"strike_expiry_days" integer DEFAULT 90 NOT NULL,
	CONSTRAINT "risk_settings_one_row" CHECK ("risk_settings"."id")
);
