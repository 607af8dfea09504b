CREATE TABLE "measure_points" (
	"session_id" integer NOT NULL,
	"point" text NOT NULL,
	"value" numeric(4, 2) NOT NULL,
	CONSTRAINT "measure_points_session_id_point_pk" PRIMARY KEY("session_id","point"),
	CONSTRAINT "measure_points_point_known" CHECK ("measure_points"."point" in ('bpel', 'nbpel', 'base_girth', 'mid_girth', 'bpfsl')),
	CONSTRAINT "measure_points_value_positive" CHECK ("measure_points"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "measure_points" ADD CONSTRAINT "measure_points_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;