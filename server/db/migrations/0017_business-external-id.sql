ALTER TABLE "businesses" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_external_id_idx" ON "businesses" USING btree ("external_id");