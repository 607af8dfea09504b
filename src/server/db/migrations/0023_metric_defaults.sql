ALTER TABLE "customer_settings" ALTER COLUMN "measurement_unit" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customer_settings" ALTER COLUMN "measurement_unit" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_settings" ALTER COLUMN "weight_unit" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customer_settings" ALTER COLUMN "weight_unit" DROP NOT NULL;--> statement-breakpoint
-- The old defaults cannot be told from a choice: every row written for a time zone, a goal or discreet mode got
-- them unasked. Only a unit other than the old default is surely chosen (docs/decisions/069).
UPDATE "customer_settings" SET "measurement_unit" = NULL WHERE "measurement_unit" IS DISTINCT FROM 'centimeters';--> statement-breakpoint
UPDATE "customer_settings" SET "weight_unit" = NULL WHERE "weight_unit" IS DISTINCT FROM 'kg';
