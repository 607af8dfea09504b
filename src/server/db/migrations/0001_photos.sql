CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_hash" text NOT NULL,
	"session_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_customer_idx" ON "photos" USING btree ("customer_hash");--> statement-breakpoint
CREATE INDEX "photos_session_idx" ON "photos" USING btree ("session_id");