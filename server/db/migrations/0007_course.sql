CREATE TABLE "course_progress" (
	"user_id" integer NOT NULL,
	"lesson_slug" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_progress_user_id_lesson_slug_pk" PRIMARY KEY("user_id","lesson_slug")
);
--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;