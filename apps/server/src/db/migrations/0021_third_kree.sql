ALTER TABLE "comment_reports" ALTER COLUMN "comment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reports_post_reporter_idx" ON "comment_reports" USING btree ("post_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reports_offer_reporter_idx" ON "comment_reports" USING btree ("offer_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comment_reports_event_reporter_idx" ON "comment_reports" USING btree ("event_id","reporter_id");--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_one_item" CHECK (num_nonnulls("comment_reports"."comment_id", "comment_reports"."post_id", "comment_reports"."offer_id", "comment_reports"."event_id") = 1);