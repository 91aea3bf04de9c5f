-- The stored merchandising takes the domain's shapes (packages/domain), so nothing converts on the
-- way in or out. Search settings: searchable fields gain a name and an active flag (every stored
-- field was active), results visibility says what shows instead of what hides, featured products
-- name their type.
UPDATE "search_settings" SET
  "searchable_fields" = (
    SELECT coalesce(
      jsonb_agg(jsonb_build_object('name', field->>'field', 'active', true, 'weight', field->'weight') ORDER BY ordinal),
      '[]'::jsonb
    )
    FROM jsonb_array_elements("searchable_fields") WITH ORDINALITY AS fields(field, ordinal)
  ),
  "results_visibility" = jsonb_build_object(
    'showOutOfStock', NOT coalesce(("results_visibility"->>'hideOutOfStock')::boolean, false),
    'notAvailableForOrder', CASE WHEN "results_visibility"->>'notAvailable' = 'bury' THEN 'BURY' ELSE 'SHOW' END
  ),
  "featured_products" = CASE
    WHEN "featured_products"->>'mode' = 'recommended'
      THEN jsonb_build_object('type', 'recommended', 'productIds', coalesce("featured_products"->'productIds', '[]'::jsonb))
    ELSE '{"type":"popular","productIds":[]}'::jsonb
  END;
--> statement-breakpoint
-- Banners: the kind in capitals, enabled becomes the spec's status, and an instant window becomes
-- the spec's calendar days in the banner's time zone, widened to whole days (an end at midnight
-- stays that midnight); a window open on one side gets the earliest or latest day.
UPDATE "banners" SET
  "kind" = CASE WHEN "kind" = 'promoted' THEN 'PROMOTED' ELSE 'BANNER' END,
  "status" = CASE WHEN "enabled" THEN 'ACTIVE' ELSE 'INACTIVE' END,
  "schedule" = CASE
    WHEN "starts_at" IS NULL AND "ends_at" IS NULL THEN '{"type":"ALWAYS"}'::jsonb
    ELSE jsonb_build_object(
      'type', 'LIMITED',
      'startDate', coalesce(to_char("starts_at" AT TIME ZONE "time_zone", 'YYYY-MM-DD'), '1970-01-01'),
      'endDate', coalesce(to_char(("ends_at" - interval '1 millisecond') AT TIME ZONE "time_zone", 'YYYY-MM-DD'), '2999-12-31'),
      'timeZone', "time_zone"
    )
  END;
--> statement-breakpoint
-- Synonyms, redirections, banners and next queries belong to one language: an item stored for
-- every language (no language) becomes one item per engine of its site.
INSERT INTO "synonyms" ("site_id", "language", "terms", "created_at", "updated_at")
SELECT item."site_id", engine."language", item."terms", item."created_at", item."updated_at"
FROM "synonyms" item JOIN "engines" engine ON engine."site_id" = item."site_id"
WHERE item."language" IS NULL;
--> statement-breakpoint
DELETE FROM "synonyms" WHERE "language" IS NULL;
--> statement-breakpoint
INSERT INTO "redirections" ("site_id", "language", "queries", "url", "enabled", "starts_at", "ends_at", "created_at", "updated_at")
SELECT item."site_id", engine."language", item."queries", item."url", item."enabled", item."starts_at", item."ends_at", item."created_at", item."updated_at"
FROM "redirections" item JOIN "engines" engine ON engine."site_id" = item."site_id"
WHERE item."language" IS NULL;
--> statement-breakpoint
DELETE FROM "redirections" WHERE "language" IS NULL;
--> statement-breakpoint
INSERT INTO "banners" ("site_id", "kind", "language", "title", "image_url", "url", "queries", "position", "status", "schedule", "created_at", "updated_at")
SELECT item."site_id", item."kind", engine."language", item."title", item."image_url", item."url", item."queries", item."position", item."status", item."schedule", item."created_at", item."updated_at"
FROM "banners" item JOIN "engines" engine ON engine."site_id" = item."site_id"
WHERE item."language" IS NULL;
--> statement-breakpoint
DELETE FROM "banners" WHERE "language" IS NULL;
--> statement-breakpoint
INSERT INTO "next_queries" ("site_id", "language", "query", "next_queries", "created_at", "updated_at")
SELECT item."site_id", engine."language", item."query", item."next_queries", item."created_at", item."updated_at"
FROM "next_queries" item JOIN "engines" engine ON engine."site_id" = item."site_id"
WHERE item."language" IS NULL;
--> statement-breakpoint
DELETE FROM "next_queries" WHERE "language" IS NULL;
