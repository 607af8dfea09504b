DROP INDEX "customer_mapping_user_idx";--> statement-breakpoint
ALTER TABLE "customer_mapping" ADD COLUMN "source" text DEFAULT 'account' NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_mapping_user_idx" ON "customer_mapping" USING btree ("user_id","source");