CREATE TABLE "session_timers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_hash" text NOT NULL,
	"device" text NOT NULL,
	"sets" integer,
	"set_minutes" integer,
	"break_minutes" integer,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_ms" bigint DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"device_minutes" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "session_timers_one_active_idx" ON "session_timers" USING btree ("customer_hash") WHERE "session_timers"."status" in ('running', 'paused');--> statement-breakpoint
CREATE INDEX "session_timers_customer_idx" ON "session_timers" USING btree ("customer_hash","id");