CREATE TABLE "customer_merges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_merges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_hash" text NOT NULL,
	"merged_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"moved" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_merges_outcome" CHECK ("customer_merges"."outcome" in ('merged', 'conflict'))
);
--> statement-breakpoint
CREATE TABLE "shopify_customers" (
	"shop_domain" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_customers_shop_domain_customer_id_pk" PRIMARY KEY("shop_domain","customer_id")
);
--> statement-breakpoint
CREATE TABLE "shopify_shops" (
	"shop_domain" text PRIMARY KEY NOT NULL,
	"uninstalled_at" timestamp with time zone,
	"whole_store" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_merges_pair_idx" ON "customer_merges" USING btree ("customer_hash","merged_hash");--> statement-breakpoint
CREATE INDEX "shopify_customers_hash_idx" ON "shopify_customers" USING btree ("customer_hash");