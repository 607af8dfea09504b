CREATE TABLE "session_checkins" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"pain" text NOT NULL,
	"numbness" text NOT NULL,
	"discolouration" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_checkins_pain_level" CHECK ("session_checkins"."pain" in ('none', 'mild', 'strong')),
	CONSTRAINT "session_checkins_numbness_level" CHECK ("session_checkins"."numbness" in ('none', 'mild', 'strong')),
	CONSTRAINT "session_checkins_discolouration_level" CHECK ("session_checkins"."discolouration" in ('none', 'mild', 'strong'))
);
--> statement-breakpoint
ALTER TABLE "session_checkins" ADD CONSTRAINT "session_checkins_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;