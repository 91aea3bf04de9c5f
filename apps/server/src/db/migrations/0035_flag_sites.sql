CREATE TABLE "feature_flag_sites" (
	"name" text NOT NULL,
	"site_id" uuid NOT NULL,
	CONSTRAINT "feature_flag_sites_pkey" PRIMARY KEY("name","site_id")
);
--> statement-breakpoint
ALTER TABLE "feature_flags" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "feature_flag_sites" ADD CONSTRAINT "feature_flag_sites_name_feature_flags_name_fk" FOREIGN KEY ("name") REFERENCES "public"."feature_flags"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_sites" ADD CONSTRAINT "feature_flag_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feature_flag_sites_site_id_idx" ON "feature_flag_sites" USING btree ("site_id");