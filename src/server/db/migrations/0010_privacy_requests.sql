CREATE TABLE "privacy_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"shop_domain" text NOT NULL,
	"shopify_customer_id" text,
	"data_request_id" text,
	"webhook_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"session_count" integer,
	"photo_count" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "privacy_requests_webhook_id_unique" UNIQUE("webhook_id"),
	CONSTRAINT "privacy_requests_topic" CHECK ("privacy_requests"."topic" in ('customers/data_request', 'customers/redact', 'shop/redact')),
	CONSTRAINT "privacy_requests_status" CHECK ("privacy_requests"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status","received_at");