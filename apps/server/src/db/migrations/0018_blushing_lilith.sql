CREATE TABLE "photo_blobs" (
	"photo_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"etag" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "photo_blobs_photo_id_width_pk" PRIMARY KEY("photo_id","width")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploader_id" uuid NOT NULL,
	"product_id" uuid,
	"offer_id" uuid,
	"post_id" uuid,
	"event_id" uuid,
	"avatar_of" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumbhash" text NOT NULL,
	"widths" integer[] NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_one_owner" CHECK (num_nonnulls("photos"."product_id", "photos"."offer_id", "photos"."post_id", "photos"."event_id", "photos"."avatar_of") <= 1)
);
--> statement-breakpoint
ALTER TABLE "photo_blobs" ADD CONSTRAINT "photo_blobs_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_avatar_of_users_id_fk" FOREIGN KEY ("avatar_of") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_uploader_idx" ON "photos" USING btree ("uploader_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_product_idx" ON "photos" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "photos_offer_idx" ON "photos" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "photos_post_idx" ON "photos" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "photos_event_idx" ON "photos" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_avatar_of_idx" ON "photos" USING btree ("avatar_of");