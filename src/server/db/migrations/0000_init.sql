CREATE TABLE "active_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "active_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text,
	"last_active" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "active_sessions_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_mapping" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_mapping_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_hash" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_mapping_customer_hash_unique" UNIQUE("customer_hash")
);
--> statement-breakpoint
CREATE TABLE "security_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text,
	"ip_address" text NOT NULL,
	"action" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_hash" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"device" text NOT NULL,
	"weight" numeric(3, 1),
	"duration" integer NOT NULL,
	"notes" text,
	"image_url" text,
	"completed" boolean DEFAULT true NOT NULL,
	"length" numeric(4, 2),
	"girth" numeric(4, 2),
	"measurement_unit" text DEFAULT 'inches' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"name" text,
	"first_name" text,
	"last_name" text,
	"bio" text,
	"profile_image_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"reset_token" text,
	"reset_token_expiry" timestamp with time zone,
	"email_verified" boolean DEFAULT false NOT NULL,
	"verification_token" text,
	"verification_token_expiry" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"login_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "active_sessions" ADD CONSTRAINT "active_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_mapping" ADD CONSTRAINT "customer_mapping_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_logs" ADD CONSTRAINT "security_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "active_sessions_user_idx" ON "active_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_expire_idx" ON "auth_sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "customer_mapping_user_idx" ON "customer_mapping" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "security_logs_user_idx" ON "security_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_customer_date_idx" ON "sessions" USING btree ("customer_hash","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_reset_token_idx" ON "users" USING btree ("reset_token");--> statement-breakpoint
CREATE UNIQUE INDEX "users_verification_token_idx" ON "users" USING btree ("verification_token");