CREATE TABLE "facet_contexts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"config" jsonb NOT NULL,
	"ranges" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facet_contexts" ADD CONSTRAINT "facet_contexts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facet_contexts_site_id_idx" ON "facet_contexts" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "facet_contexts_site_id_default_idx" ON "facet_contexts" USING btree ("site_id") WHERE "facet_contexts"."is_default";