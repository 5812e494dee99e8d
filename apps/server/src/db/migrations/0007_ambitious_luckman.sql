CREATE TABLE "translations" (
	"key" text PRIMARY KEY NOT NULL,
	"hu" text NOT NULL,
	"en" text NOT NULL,
	"file_hu" text,
	"file_en" text,
	"area" text,
	"edited_at" timestamp (3) with time zone,
	"edited_by" uuid
);
--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translations_changed_idx" ON "translations" USING btree ("key") WHERE "translations"."hu" is distinct from "translations"."file_hu" or "translations"."en" is distinct from "translations"."file_en";