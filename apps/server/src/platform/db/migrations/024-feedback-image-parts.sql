-- 024 (issue 19, "the event loop stays under 50 ms lag during a maximal upload"): a picture is
-- stored in parts of at most 256 KB, one statement each. The embedded engine (PGlite) runs in the
-- server's own process, so a statement that carried a whole 5 MB picture held the event loop for
-- about 0.3 s; a part holds it for a few milliseconds, and requests are served between parts.
-- The picture's size moves onto its row (the daily quota reads it).
CREATE TABLE feedback_image_parts (
  image_id bigint NOT NULL REFERENCES feedback_images (id) ON DELETE CASCADE,
  part     smallint NOT NULL CHECK (part BETWEEN 0 AND 999),
  bytes    bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 262144),
  PRIMARY KEY (image_id, part)
);

-- An empty picture (which no upload could store: each is typed by its first bytes) shows nothing.
DELETE FROM feedback_images WHERE octet_length(bytes) = 0;

ALTER TABLE feedback_images ADD COLUMN size integer;
UPDATE feedback_images SET size = octet_length(bytes);
ALTER TABLE feedback_images
  ALTER COLUMN size SET NOT NULL,
  ADD CONSTRAINT feedback_images_size_check CHECK (size BETWEEN 1 AND 5242880);

-- Pictures stored before: cut into the same parts.
INSERT INTO feedback_image_parts (image_id, part, bytes)
SELECT i.id, p.part, substring(i.bytes FROM p.part * 262144 + 1 FOR 262144)
  FROM feedback_images i
  CROSS JOIN LATERAL generate_series(0, (octet_length(i.bytes) - 1) / 262144) AS p(part);

ALTER TABLE feedback_images DROP COLUMN bytes;
