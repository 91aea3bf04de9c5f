ALTER TABLE "business_rules" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "business_rules" ALTER COLUMN "field" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "business_rules" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "business_rules" ALTER COLUMN "values" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "business_rules" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "business_rules" DROP COLUMN "actions";--> statement-breakpoint
ALTER TABLE "business_rules" DROP COLUMN "priority";--> statement-breakpoint
ALTER TABLE "business_rules" DROP COLUMN "enabled";--> statement-breakpoint
ALTER TABLE "business_rules" DROP COLUMN "starts_at";--> statement-breakpoint
ALTER TABLE "business_rules" DROP COLUMN "ends_at";--> statement-breakpoint
ALTER TABLE "business_rules" DROP COLUMN "time_zone";