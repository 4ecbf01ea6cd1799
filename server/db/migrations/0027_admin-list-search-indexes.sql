CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_status_id_idx" ON "businesses" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_email_trgm_idx" ON "newsletter_subscriptions" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_photos_hidden_idx" ON "business_photos" USING btree ("id") WHERE "business_photos"."hidden_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_trgm_idx" ON "audit_log" USING gin ("actor_email" gin_trgm_ops);