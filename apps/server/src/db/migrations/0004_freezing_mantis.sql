DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "posts_group_created_idx";--> statement-breakpoint
DROP INDEX "posts_author_created_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_group_created_idx" ON "posts" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_author_created_idx" ON "posts" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);