CREATE TABLE "facet_value_configs" (
	"engine_id" uuid NOT NULL,
	"facet" text NOT NULL,
	"sort" text DEFAULT 'count' NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_installs" (
	"state" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"shop_domain" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"cursor" text,
	"updated_since" timestamp with time zone,
	"total" integer,
	"processed" integer DEFAULT 0 NOT NULL,
	"upserted" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_code" text,
	"failure_reason" text,
	"lease_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "connection" jsonb DEFAULT '{"kind":"module"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "module_version" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "sync_interval_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seen_by_sync_id" uuid;--> statement-breakpoint
ALTER TABLE "facet_value_configs" ADD CONSTRAINT "facet_value_configs_engine_id_engines_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_installs" ADD CONSTRAINT "shopify_installs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_installs" ADD CONSTRAINT "shopify_installs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syncs" ADD CONSTRAINT "syncs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facet_value_configs_engine_id_facet_idx" ON "facet_value_configs" USING btree ("engine_id","facet");--> statement-breakpoint
CREATE INDEX "syncs_site_id_created_at_idx" ON "syncs" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "syncs_one_active_per_site_idx" ON "syncs" USING btree ("site_id") WHERE "syncs"."status" in ('queued', 'running');