CREATE TABLE "reminder_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_hash" text NOT NULL,
	"local_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rest_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rest_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_hash" text NOT NULL,
	"effective_from" date NOT NULL,
	"kind" text NOT NULL,
	"weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"cycle_on" smallint,
	"cycle_off" smallint,
	"cycle_anchor" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_goals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekly_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_hash" text NOT NULL,
	"effective_from" date NOT NULL,
	"kind" text NOT NULL,
	"target" integer,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "customer_settings" ADD COLUMN "week_start" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_settings" ADD COLUMN "reminders_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_settings" ADD COLUMN "reminder_time" text DEFAULT '19:00' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_customer_day_idx" ON "reminder_deliveries" USING btree ("customer_hash","local_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rest_plans_customer_day_idx" ON "rest_plans" USING btree ("customer_hash","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_goals_customer_day_idx" ON "weekly_goals" USING btree ("customer_hash","effective_from");