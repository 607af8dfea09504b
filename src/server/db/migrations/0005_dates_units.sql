CREATE TABLE "customer_settings" (
	"customer_hash" text PRIMARY KEY NOT NULL,
	"measurement_unit" text DEFAULT 'inches' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "day" date;--> statement-breakpoint
-- Measurement entries were stored at 12:00 UTC of the chosen day (the old form's dateOnlyToIso), so
-- their UTC calendar date is the day the customer chose. Their instant stays: the customer's zone is
-- not known here (docs/decisions: dates and units).
UPDATE "sessions" SET "day" = ("date" AT TIME ZONE 'UTC')::date WHERE "device" = 'Measurement Update';
