DROP INDEX "sessions_customer_date_idx";--> statement-breakpoint
DROP INDEX "sessions_customer_device_date_idx";--> statement-breakpoint
DROP INDEX "sessions_customer_measured_date_idx";--> statement-breakpoint
CREATE INDEX "sessions_customer_date_idx" ON "sessions" USING btree ("customer_hash","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sessions_customer_device_date_idx" ON "sessions" USING btree ("customer_hash","device","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sessions_customer_measured_date_idx" ON "sessions" USING btree ("customer_hash","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "sessions"."length" is not null or "sessions"."girth" is not null;