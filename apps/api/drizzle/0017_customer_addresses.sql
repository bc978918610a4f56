CREATE TABLE "customer_addresses" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"user_id" char(24) NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"quartier" text NOT NULL,
	"street" text NOT NULL,
	"landmark" text,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_user_idx" ON "customer_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default_key" ON "customer_addresses" USING btree ("user_id") WHERE "customer_addresses"."is_default";