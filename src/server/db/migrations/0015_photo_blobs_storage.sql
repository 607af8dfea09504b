-- Photo bytes are JPEG, PNG, GIF or WebP, compressed already: stored out of line without trying to compress
-- them again, which also lets substring() and octet_length() read only what they need (docs/decisions/030).
ALTER TABLE "photo_blobs" ALTER COLUMN "data" SET STORAGE EXTERNAL;
