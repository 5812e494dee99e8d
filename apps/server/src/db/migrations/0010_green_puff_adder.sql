CREATE TABLE "producer_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text,
	"producer_connection_id" uuid,
	"unit" integer NOT NULL,
	"measure" text NOT NULL,
	"price" integer NOT NULL,
	"stock" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, lower("name" || ' ' || "description" || ' ' || replace("tags", ';', ' '))) || to_tsvector('simple'::regconfig, translate(lower("name" || ' ' || "description" || ' ' || replace("tags", ';', ' ')), 'áéíóöőúüűÁÉÍÓÖŐÚÜŰ', 'aeiooouuuaeiooouuu'))) STORED NOT NULL,
	CONSTRAINT "products_unit_positive" CHECK ("products"."unit" > 0),
	CONSTRAINT "products_price_not_negative" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"dealer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"producer_id" uuid,
	"product_name" text NOT NULL,
	"product_tags" text DEFAULT '' NOT NULL,
	"product_description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"unit" integer NOT NULL,
	"measure" text NOT NULL,
	"order_deadline" timestamp (3) with time zone NOT NULL,
	"purchase_time" timestamp (3) with time zone,
	"delivery" timestamp (3) with time zone NOT NULL,
	"total_amount" integer NOT NULL,
	"ordered_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, lower("product_name" || ' ' || "product_description" || ' ' || replace("product_tags", ';', ' '))) || to_tsvector('simple'::regconfig, translate(lower("product_name" || ' ' || "product_description" || ' ' || replace("product_tags", ';', ' ')), 'áéíóöőúüűÁÉÍÓÖŐÚÜŰ', 'aeiooouuuaeiooouuu'))) STORED NOT NULL,
	CONSTRAINT "offers_price_not_negative" CHECK ("offers"."price" >= 0),
	CONSTRAINT "offers_unit_positive" CHECK ("offers"."unit" > 0),
	CONSTRAINT "offers_total_positive" CHECK ("offers"."total_amount" > 0),
	CONSTRAINT "offers_ordered_not_negative" CHECK ("offers"."ordered_amount" >= 0),
	CONSTRAINT "offers_ordered_within_total" CHECK ("offers"."ordered_amount" <= "offers"."total_amount")
);
--> statement-breakpoint
ALTER TABLE "producer_connections" ADD CONSTRAINT "producer_connections_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_producer_connection_id_producer_connections_id_fk" FOREIGN KEY ("producer_connection_id") REFERENCES "public"."producer_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_producer_id_users_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "producer_connections_dealer_email_key" ON "producer_connections" USING btree ("dealer_id","email");--> statement-breakpoint
CREATE INDEX "producer_connections_email_idx" ON "producer_connections" USING btree ("email");--> statement-breakpoint
CREATE INDEX "products_owner_created_idx" ON "products" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_producer_connection_idx" ON "products" USING btree ("producer_connection_id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "offers_group_created_idx" ON "offers" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_group_deadline_idx" ON "offers" USING btree ("group_id","order_deadline","id");--> statement-breakpoint
CREATE INDEX "offers_dealer_created_idx" ON "offers" USING btree ("dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_producer_created_idx" ON "offers" USING btree ("producer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_product_idx" ON "offers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "offers_search_idx" ON "offers" USING gin ("search");