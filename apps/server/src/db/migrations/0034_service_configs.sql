CREATE TABLE "service_configs" (
	"site_id" uuid NOT NULL,
	"service" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_configs_pkey" PRIMARY KEY("site_id","service")
);
--> statement-breakpoint
ALTER TABLE "service_configs" ADD CONSTRAINT "service_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;