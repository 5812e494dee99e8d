-- Decision 152: UNLOGGED (Drizzle cannot say it): counters need no WAL, and a crash forgets them like a restart did.
CREATE UNLOGGED TABLE "limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"ends_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_windows_ends_at_idx" ON "limit_windows" USING btree ("ends_at");