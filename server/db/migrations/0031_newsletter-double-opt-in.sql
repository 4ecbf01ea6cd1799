-- Newsletter double opt-in (issue 30): a sign-up waits as 'pending' until its mailed link is opened. Every address already on the list subscribed under single opt-in and stays as it is, counted as confirmed when it consented.
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_token_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "consented_at" WHERE "confirmed_at" IS NULL;
