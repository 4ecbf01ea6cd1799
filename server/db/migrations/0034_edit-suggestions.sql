CREATE TABLE "edit_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"user_id" integer,
	"suggester_key" text NOT NULL,
	"kind" text NOT NULL,
	"change" jsonb NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "permanently_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "edit_suggestions" ADD CONSTRAINT "edit_suggestions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_suggestions" ADD CONSTRAINT "edit_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_suggestions" ADD CONSTRAINT "edit_suggestions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edit_suggestions_business_idx" ON "edit_suggestions" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "edit_suggestions_user_idx" ON "edit_suggestions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "edit_suggestions_pending_idx" ON "edit_suggestions" USING btree ("created_at") WHERE "edit_suggestions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "edit_suggestions_one_pending_idx" ON "edit_suggestions" USING btree ("business_id","suggester_key","kind") WHERE "edit_suggestions"."status" = 'pending';