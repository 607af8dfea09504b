CREATE TABLE "photo_blobs" (
	"photo_id" text NOT NULL,
	"kind" text NOT NULL,
	"chunk" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "photo_blobs_photo_id_kind_chunk_pk" PRIMARY KEY("photo_id","kind","chunk"),
	CONSTRAINT "photo_blobs_kind" CHECK ("photo_blobs"."kind" in ('original', 'thumbnail')),
	CONSTRAINT "photo_blobs_chunk" CHECK ("photo_blobs"."chunk" >= 0)
);
--> statement-breakpoint
ALTER TABLE "photo_blobs" ADD CONSTRAINT "photo_blobs_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;