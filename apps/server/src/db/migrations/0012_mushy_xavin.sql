CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"fulfilled_at" timestamp (3) with time zone,
	"rejected_at" timestamp (3) with time zone,
	"reject_reason" text,
	"rating" integer,
	"comment" text DEFAULT '' NOT NULL,
	"evaluated_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount" > 0),
	CONSTRAINT "orders_rating_range" CHECK ("orders"."rating" between 1 and 5),
	CONSTRAINT "orders_rejection_has_reason" CHECK (("orders"."rejected_at" is null) = ("orders"."reject_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "sold_out_notified_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_offer_buyer_open_idx" ON "orders" USING btree ("offer_id","buyer_id") WHERE "orders"."rejected_at" is null;--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_offer_created_idx" ON "orders" USING btree ("offer_id","created_at","id");