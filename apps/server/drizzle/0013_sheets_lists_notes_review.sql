CREATE TABLE "problem_list_items" (
	"list_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "problem_list_items_list_id_problem_id_pk" PRIMARY KEY("list_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "problem_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_notes" (
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_notes_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"interval_days" integer NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_graded_at" timestamp with time zone,
	CONSTRAINT "reviews_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "sheet_problems" (
	"section_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sheet_problems_section_id_problem_id_pk" PRIMARY KEY("section_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "sheet_sections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sheet_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sheets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problem_list_items" ADD CONSTRAINT "problem_list_items_list_id_problem_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."problem_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_list_items" ADD CONSTRAINT "problem_list_items_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_lists" ADD CONSTRAINT "problem_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_notes" ADD CONSTRAINT "problem_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_notes" ADD CONSTRAINT "problem_notes_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_problems" ADD CONSTRAINT "sheet_problems_section_id_sheet_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sheet_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_problems" ADD CONSTRAINT "sheet_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_sections" ADD CONSTRAINT "sheet_sections_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_list_items_problem_idx" ON "problem_list_items" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "problem_lists_user_idx" ON "problem_lists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "problem_lists_share_token_unique" ON "problem_lists" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "reviews_user_due_idx" ON "reviews" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE INDEX "sheet_problems_problem_idx" ON "sheet_problems" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "sheet_sections_sheet_idx" ON "sheet_sections" USING btree ("sheet_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sheets_slug_unique" ON "sheets" USING btree ("slug");--> statement-breakpoint
-- Problems solved before review existed are due a day after their solve, like new ones.
INSERT INTO "reviews" ("user_id", "problem_id", "due_at", "interval_days")
SELECT "user_id", "problem_id", "solved_at" + interval '1 day', 1 FROM "solved_problems"
ON CONFLICT DO NOTHING;
