-- Business rules as the server stored them (named, a list of actions, one window in a time zone)
-- become query ranking rules (spec 2, packages/domain query-ranking), which carry all they did:
-- boosts and buries of products or attribute values (with their strength, this platform's
-- extension), hidden products and values, pins, and the rule's window as each element's
-- activation instants. A rule of one language gets a lang pivot; a rule keeps its id. Field names
-- take the domain's spelling (PRODUCT_ID, BRAND, CATEGORY, IS_NEW; attribute keys as they are).
-- The business_rules table is left empty for the older version's rules (BOOST/BURY on values).
WITH "element" AS (
  SELECT
    "rule"."id" AS "rule_id",
    "item"."ordinal",
    CASE
      WHEN "item"."action"->>'type' = 'pin' THEN 'pinnedProducts'
      WHEN "item"."action"->>'type' = 'hide' AND "item"."action"->>'field' = 'id' THEN 'hiddenProducts'
      WHEN "item"."action"->>'type' = 'hide' THEN 'hiddenAttributes'
      WHEN "item"."action"->>'field' = 'id' THEN 'productsRanking'
      ELSE 'attributesRanking'
    END AS "list",
    "item"."action",
    CASE
      WHEN "item"."action"->>'type' = 'pin' OR "item"."action"->>'field' = 'id' THEN 'PRODUCT_ID'
      WHEN "item"."action"->>'field' = 'brand' THEN 'BRAND'
      WHEN "item"."action"->>'field' = 'categories' THEN 'CATEGORY'
      WHEN "item"."action"->>'field' = 'isNew' THEN 'IS_NEW'
      ELSE "item"."action"->>'field'
    END AS "field_name",
    jsonb_build_object(
      'activationDate', to_char("rule"."starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
      'deactivationDate', to_char("rule"."ends_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    ) AS "schedule"
  FROM "business_rules" "rule"
  CROSS JOIN LATERAL jsonb_array_elements("rule"."actions") WITH ORDINALITY AS "item"("action", "ordinal")
),
"body" AS (
  SELECT
    "rule_id",
    "ordinal",
    "list",
    CASE
      WHEN "list" = 'pinnedProducts' THEN jsonb_build_object(
        'id', "list" || '-' || ("ordinal" - 1),
        'fieldName', "field_name",
        'fieldValue', "action"->>'productId',
        'position', "action"->'position',
        'filters', '{}'::jsonb,
        'schedule', "schedule"
      )
      WHEN "list" IN ('hiddenProducts', 'hiddenAttributes') THEN jsonb_build_object(
        'id', "list" || '-' || ("ordinal" - 1),
        'fieldName', "field_name",
        'fieldValue', "action"->>'value',
        'action', 'HIDE',
        'filters', '{}'::jsonb,
        'schedule', "schedule"
      )
      ELSE jsonb_build_object(
        'id', "list" || '-' || ("ordinal" - 1),
        'fieldName', "field_name",
        'fieldValue', "action"->>'value',
        'action', upper("action"->>'type'),
        'filters', '{}'::jsonb,
        'schedule', "schedule",
        'strength', coalesce("action"->'strength', '1'::jsonb)
      )
    END AS "element"
  FROM "element"
)
INSERT INTO "query_ranking_rules" ("id", "site_id", "rule", "created_at", "updated_at")
SELECT
  "rule"."id",
  "rule"."site_id",
  jsonb_build_object(
    'title', "rule"."name",
    'endpointId', 'search',
    'criteria', jsonb_build_object(
      'enabled', "rule"."enabled",
      'pivots', CASE
        WHEN "rule"."language" IS NULL THEN '[]'::jsonb
        ELSE jsonb_build_array(jsonb_build_object('name', 'lang', 'values', jsonb_build_array("rule"."language")))
      END,
      'queries', to_jsonb("rule"."queries")
    ),
    'productsRanking', coalesce("lists"."productsRanking", '[]'::jsonb),
    'attributesRanking', coalesce("lists"."attributesRanking", '[]'::jsonb),
    'hiddenAttributes', coalesce("lists"."hiddenAttributes", '[]'::jsonb),
    'hiddenProducts', coalesce("lists"."hiddenProducts", '[]'::jsonb),
    'pinnedProducts', coalesce("lists"."pinnedProducts", '[]'::jsonb),
    'restrictedRoles', '[]'::jsonb
  ),
  "rule"."created_at",
  "rule"."updated_at"
FROM "business_rules" "rule"
LEFT JOIN LATERAL (
  SELECT
    jsonb_agg("element" ORDER BY "ordinal") FILTER (WHERE "list" = 'productsRanking') AS "productsRanking",
    jsonb_agg("element" ORDER BY "ordinal") FILTER (WHERE "list" = 'attributesRanking') AS "attributesRanking",
    jsonb_agg("element" ORDER BY "ordinal") FILTER (WHERE "list" = 'hiddenAttributes') AS "hiddenAttributes",
    jsonb_agg("element" ORDER BY "ordinal") FILTER (WHERE "list" = 'hiddenProducts') AS "hiddenProducts",
    jsonb_agg("element" ORDER BY "ordinal") FILTER (WHERE "list" = 'pinnedProducts') AS "pinnedProducts"
  FROM "body"
  WHERE "body"."rule_id" = "rule"."id"
) "lists" ON true;
--> statement-breakpoint
DELETE FROM "business_rules";
