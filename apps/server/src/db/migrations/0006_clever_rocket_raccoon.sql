CREATE TABLE "group_kicks" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_kicks_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "link_invitations" ADD COLUMN "use_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_kicks" ADD CONSTRAINT "group_kicks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_kicks" ADD CONSTRAINT "group_kicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;