CREATE TABLE "measure_targets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measure_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_hash" text NOT NULL,
	"point" text NOT NULL,
	"value" numeric(4, 2) NOT NULL,
	"unit" text NOT NULL,
	"target_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "measure_targets_customer_point_idx" ON "measure_targets" USING btree ("customer_hash","point");