CREATE TABLE "media_files" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text,
	"content_type" text,
	"bytes" integer DEFAULT 0 NOT NULL,
	"duration_seconds" double precision,
	"owner_id" uuid,
	"problem_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "media_files_kind_check" CHECK ("media_files"."kind" in ('image', 'video')),
	CONSTRAINT "media_files_status_check" CHECK ("media_files"."status" in ('receiving', 'stored'))
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_owner_idx" ON "media_files" USING btree ("owner_id");