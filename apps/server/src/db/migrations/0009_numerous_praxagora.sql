CREATE TABLE "calendar_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "event_applications" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"apply" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_applications_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_tombstones" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"application_deadline" timestamp (3) with time zone NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"series_id" uuid,
	"series_index" integer,
	"repeat_frequency" text,
	"repeat_time_zone" text,
	"in_feed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp (3) with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, lower("name" || ' ' || "description" || ' ' || "location" || ' ' || replace("tags", ';', ' '))) || to_tsvector('simple'::regconfig, translate(lower("name" || ' ' || "description" || ' ' || "location" || ' ' || replace("tags", ';', ' ')), 'áéíóöőúüűÁÉÍÓÖŐÚÜŰ', 'aeiooouuuaeiooouuu'))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_tokens" ADD CONSTRAINT "calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tombstones" ADD CONSTRAINT "event_tombstones_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_applications_user_idx" ON "event_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_tombstones_group_deleted_idx" ON "event_tombstones" USING btree ("group_id","deleted_at");--> statement-breakpoint
CREATE INDEX "events_group_feed_idx" ON "events" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "events"."in_feed";--> statement-breakpoint
CREATE INDEX "events_group_time_idx" ON "events" USING btree ("group_id","time");--> statement-breakpoint
CREATE INDEX "events_group_deadline_idx" ON "events" USING btree ("group_id","application_deadline");--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("series_id","series_index");--> statement-breakpoint
CREATE INDEX "events_author_idx" ON "events" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");