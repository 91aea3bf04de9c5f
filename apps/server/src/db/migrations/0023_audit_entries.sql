CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"actor_id" uuid,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_entries_organization_id_created_at_idx" ON "audit_entries" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The audit log is append-only: entries are written by recordAudit in the transaction of their
-- change, and nothing may edit or remove one afterwards, not even a direct SQL statement.
CREATE FUNCTION "audit_entries_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are never edited or deleted' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION "audit_entries_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_refuse_change"();
