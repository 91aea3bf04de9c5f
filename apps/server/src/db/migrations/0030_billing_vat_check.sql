ALTER TABLE "billing_addresses" ADD COLUMN "vat_check_status" text;--> statement-breakpoint
ALTER TABLE "billing_addresses" ADD COLUMN "vat_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_addresses" ADD COLUMN "vat_check_name" text;--> statement-breakpoint
ALTER TABLE "billing_addresses" ADD COLUMN "vat_check_request_identifier" text;