ALTER TABLE "email_invitations" DROP CONSTRAINT "email_invitations_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "link_invitations" DROP CONSTRAINT "link_invitations_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_group_id_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_group_id_groups_id_fk";
--> statement-breakpoint
-- Tokens of groups deleted before this foreign key existed point nowhere; they keep working without a group.
UPDATE "activation_tokens" SET "group_id" = NULL WHERE "group_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "groups" WHERE "groups"."id" = "activation_tokens"."group_id");--> statement-breakpoint
ALTER TABLE "activation_tokens" ADD CONSTRAINT "activation_tokens_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_invitations" ADD CONSTRAINT "email_invitations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_invitations" ADD CONSTRAINT "link_invitations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;