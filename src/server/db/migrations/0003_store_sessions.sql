CREATE TABLE "store_sessions" (
	"token_digest" text PRIMARY KEY NOT NULL,
	"customer_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_store_proofs" (
	"signature_digest" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "store_sessions_customer_idx" ON "store_sessions" USING btree ("customer_hash");--> statement-breakpoint
CREATE INDEX "store_sessions_expires_idx" ON "store_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "used_store_proofs_expires_idx" ON "used_store_proofs" USING btree ("expires_at");