CREATE TABLE "customer_consents" (
	"customer_hash" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_consents_customer_hash_kind_version_pk" PRIMARY KEY("customer_hash","kind","version"),
	CONSTRAINT "customer_consents_kind" CHECK ("customer_consents"."kind" in ('notice', 'photos'))
);
--> statement-breakpoint
CREATE TABLE "photo_access_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photo_access_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"admin_user_id" text,
	"admin_email" text NOT NULL,
	"customer_hash" text NOT NULL,
	"action" text NOT NULL,
	"photo_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_settings" ADD COLUMN "discreet_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_access_audit" ADD CONSTRAINT "photo_access_audit_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_access_audit_created_idx" ON "photo_access_audit" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "photo_access_audit_customer_idx" ON "photo_access_audit" USING btree ("customer_hash");