CREATE TABLE "problem_videos" (
	"problem_id" uuid PRIMARY KEY NOT NULL,
	"cloudinary_public_id" text NOT NULL,
	"secure_url" text NOT NULL,
	"thumbnail_url" text,
	"duration_seconds" double precision,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problem_videos" ADD CONSTRAINT "problem_videos_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;