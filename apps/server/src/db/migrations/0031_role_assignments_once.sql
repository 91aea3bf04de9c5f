-- The same role under the same conditions is one assignment: conditions are stored sorted, and the
-- copies a double submit left are removed (the oldest stays) before the index holds it.
UPDATE "role_assignments" SET "conditions" = (
  SELECT coalesce(jsonb_agg(item ORDER BY item->>'condition', item->>'value'), '[]'::jsonb)
  FROM jsonb_array_elements("conditions") AS item
);--> statement-breakpoint
DELETE FROM "role_assignments" AS later USING "role_assignments" AS earlier
WHERE later."user_id" = earlier."user_id" AND later."role_id" = earlier."role_id"
  AND later."conditions" = earlier."conditions"
  AND (later."created_at", later."id") > (earlier."created_at", earlier."id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_assignments_user_role_conditions_idx" ON "role_assignments" USING btree ("user_id","role_id","conditions");
