ALTER TABLE "producer_connections" ADD COLUMN "accepted_by" uuid;--> statement-breakpoint
ALTER TABLE "producer_connections" ADD COLUMN "accepted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "producer_connections" ADD COLUMN "declined_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "producer_connections" ADD CONSTRAINT "producer_connections_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decision 076: connections that were active before (a verified, live account at the address) count as accepted by that account, from the moment they became active.
UPDATE "producer_connections" AS "c" SET "accepted_by" = "u"."id", "accepted_at" = greatest("c"."created_at", "u"."created_at") FROM "users" AS "u" WHERE "u"."email" = "c"."email" AND "u"."email_verified" AND "u"."deleted_at" IS NULL;