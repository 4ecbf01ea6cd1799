CREATE TABLE "saved_list_items" (
	"list_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_list_items_list_id_business_id_pk" PRIMARY KEY("list_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"share_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_list_items" ADD CONSTRAINT "saved_list_items_list_id_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_list_items_business_idx" ON "saved_list_items" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "saved_lists_user_idx" ON "saved_lists" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_one_default_idx" ON "saved_lists" USING btree ("user_id") WHERE "saved_lists"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_share_idx" ON "saved_lists" USING btree ("share_id");