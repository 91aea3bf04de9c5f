-- Organisations created before subscriptions existed get the trial every new organisation starts
-- (30 days on the free plan, monthly, no payment details), counted from their own creation date.
INSERT INTO "subscriptions" ("organization_id", "plan_key", "price_frequency", "trial_ends_at", "payment_details_set", "next_price_approved")
SELECT "id", 'FREE', 'MONTHLY', "created_at" + interval '30 days', false, true FROM "organizations"
ON CONFLICT ("organization_id") DO NOTHING;
