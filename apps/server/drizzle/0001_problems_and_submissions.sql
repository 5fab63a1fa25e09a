CREATE TABLE "problems" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"difficulty" text NOT NULL,
	"tags" text[] NOT NULL,
	"companies" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_limit_ms" integer NOT NULL,
	"memory_limit_kb" integer NOT NULL,
	"checker" text NOT NULL,
	"float_tolerance" double precision,
	"start_code" jsonb NOT NULL,
	"reference_solution" jsonb NOT NULL,
	"editorial" text DEFAULT '' NOT NULL,
	"hints" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solved_problems" (
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"solved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solved_problems_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"status_id" integer,
	"passed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"runtime_seconds" double precision,
	"memory_kb" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_cases" (
	"problem_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"visible" boolean NOT NULL,
	"input" text NOT NULL,
	"output" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	CONSTRAINT "test_cases_problem_id_visible_position_pk" PRIMARY KEY("problem_id","visible","position")
);
--> statement-breakpoint
ALTER TABLE "solved_problems" ADD CONSTRAINT "solved_problems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solved_problems" ADD CONSTRAINT "solved_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_cases" ADD CONSTRAINT "test_cases_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "problems_slug_unique" ON "problems" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "problems_difficulty_idx" ON "problems" USING btree ("difficulty","created_at","id");--> statement-breakpoint
CREATE INDEX "problems_created_idx" ON "problems" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "problems_tags_idx" ON "problems" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "solved_problems_problem_idx" ON "solved_problems" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "submissions_user_problem_idx" ON "submissions" USING btree ("user_id","problem_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_pending_idx" ON "submissions" USING btree ("created_at") WHERE "submissions"."status" = 'pending';