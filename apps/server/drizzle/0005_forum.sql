CREATE TABLE "forum_author_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"posts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_tag_counts" (
	"tag" text PRIMARY KEY NOT NULL,
	"posts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_totals" (
	"id" integer PRIMARY KEY NOT NULL,
	"posts" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"authors" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "post_comments_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "posts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_tag_counts_posts_idx" ON "forum_tag_counts" USING btree ("posts","tag");--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","seq");--> statement-breakpoint
CREATE INDEX "post_comments_user_idx" ON "post_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_seq_unique" ON "posts" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "posts_tags_idx" ON "posts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "posts_user_idx" ON "posts" USING btree ("user_id");--> statement-breakpoint
-- Counters kept by triggers, in the transaction of the write that changes them: the list shows a
-- post's likes and comment count, and /discuss/stats answers, without counting rows. Cascaded
-- deletes (a post's comments and likes, a deleted user's posts) go through the same triggers.
INSERT INTO "forum_totals" ("id", "posts", "comments", "authors") VALUES (1, 0, 0, 0);--> statement-breakpoint
CREATE FUNCTION forum_count_tags(changed text[], delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO forum_tag_counts (tag, posts)
      SELECT DISTINCT t, 1 FROM unnest(changed) AS t
      ON CONFLICT (tag) DO UPDATE SET posts = forum_tag_counts.posts + 1;
  ELSE
    UPDATE forum_tag_counts SET posts = posts - 1 WHERE tag = ANY (changed);
    DELETE FROM forum_tag_counts WHERE tag = ANY (changed) AND posts <= 0;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION forum_posts_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE forum_totals SET posts = posts + 1 WHERE id = 1;
    INSERT INTO forum_author_counts (user_id, posts) VALUES (NEW.user_id, 1)
      ON CONFLICT (user_id) DO UPDATE SET posts = forum_author_counts.posts + 1;
    PERFORM forum_count_tags(NEW.tags, 1);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE forum_totals SET posts = posts - 1 WHERE id = 1;
    UPDATE forum_author_counts SET posts = posts - 1 WHERE user_id = OLD.user_id;
    DELETE FROM forum_author_counts WHERE user_id = OLD.user_id AND posts <= 0;
    PERFORM forum_count_tags(OLD.tags, -1);
  ELSIF NEW.tags IS DISTINCT FROM OLD.tags THEN
    PERFORM forum_count_tags(ARRAY(SELECT unnest(OLD.tags) EXCEPT SELECT unnest(NEW.tags)), -1);
    PERFORM forum_count_tags(ARRAY(SELECT unnest(NEW.tags) EXCEPT SELECT unnest(OLD.tags)), 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_counted AFTER INSERT OR DELETE OR UPDATE OF tags ON posts
  FOR EACH ROW EXECUTE FUNCTION forum_posts_counted();--> statement-breakpoint
CREATE FUNCTION forum_comments_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE forum_totals SET comments = comments + 1 WHERE id = 1;
    UPDATE posts SET comment_count = comment_count + 1 WHERE id = NEW.post_id;
  ELSE
    UPDATE forum_totals SET comments = comments - 1 WHERE id = 1;
    -- When the post itself is being deleted (a cascade), this finds no row: nothing to keep.
    UPDATE posts SET comment_count = comment_count - 1 WHERE id = OLD.post_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER post_comments_counted AFTER INSERT OR DELETE ON post_comments
  FOR EACH ROW EXECUTE FUNCTION forum_comments_counted();--> statement-breakpoint
CREATE FUNCTION forum_likes_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE posts SET like_count = like_count + 1 WHERE id = NEW.post_id;
  ELSE
    UPDATE posts SET like_count = like_count - 1 WHERE id = OLD.post_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER post_likes_counted AFTER INSERT OR DELETE ON post_likes
  FOR EACH ROW EXECUTE FUNCTION forum_likes_counted();
--> statement-breakpoint
-- An author's row appears with their first post and goes with their last: the totals count the
-- rows, so activeUsers is read, not counted. (ON CONFLICT DO UPDATE fires the update trigger,
-- not this one.)
CREATE FUNCTION forum_authors_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE forum_totals SET authors = authors + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END
    WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER forum_author_counts_counted AFTER INSERT OR DELETE ON forum_author_counts
  FOR EACH ROW EXECUTE FUNCTION forum_authors_counted();
