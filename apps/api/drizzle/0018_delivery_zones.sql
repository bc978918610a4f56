CREATE TABLE "delivery_options" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"zone_id" char(24),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"price_xof" integer NOT NULL,
	"delay_days" integer NOT NULL,
	"free_from_xof" integer,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"option_id" char(24) NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"opening_hours" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "delivery_options" ADD CONSTRAINT "delivery_options_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_option_id_delivery_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."delivery_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_options_zone_idx" ON "delivery_options" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_options_one_default_key" ON "delivery_options" USING btree ("is_default") WHERE "delivery_options"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_name_key" ON "delivery_zones" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "pickup_points_option_idx" ON "pickup_points" USING btree ("option_id");--> statement-breakpoint
-- The demo shop's zones, options and pickup points (every shop gets them; staff change them under « Livraison »).
-- The default option is the document's flat 10 EUR (6 550 CFA): the cart of the document reads the same.
INSERT INTO "delivery_zones" ("id", "name", "cities", "regions", "position") VALUES
('de1100000000000000000001', 'Dakar', ARRAY['Dakar', 'Plateau', 'Médina', 'Gueule Tapée', 'Fann', 'Point E', 'Mermoz', 'Sacré-Cœur', 'Ouakam', 'Ngor', 'Yoff', 'Almadies', 'Grand Yoff', 'Parcelles Assainies', 'HLM', 'Grand Dakar', 'Dieuppeul', 'Liberté', 'Sicap', 'Hann', 'Cambérène']::text[], ARRAY['Dakar']::text[], 1),
('de1100000000000000000002', 'Banlieue', ARRAY['Pikine', 'Guédiawaye', 'Rufisque', 'Keur Massar', 'Thiaroye', 'Mbao', 'Diamniadio', 'Bargny', 'Sangalkam']::text[], ARRAY[]::text[], 2),
('de1100000000000000000003', 'Thiès', ARRAY['Thiès', 'Mbour', 'Saly', 'Tivaouane', 'Joal-Fadiouth']::text[], ARRAY['Thiès']::text[], 3),
('de1100000000000000000004', 'Autres régions', ARRAY['Saint-Louis', 'Touba', 'Kaolack', 'Ziguinchor']::text[], ARRAY['Saint-Louis', 'Diourbel', 'Fatick', 'Kaffrine', 'Kaolack', 'Kédougou', 'Kolda', 'Louga', 'Matam', 'Sédhiou', 'Tambacounda', 'Ziguinchor']::text[], 4);
--> statement-breakpoint
INSERT INTO "delivery_options" ("id", "zone_id", "kind", "name", "price_xof", "delay_days", "free_from_xof", "is_default") VALUES
('de1200000000000000000000', NULL, 'home', 'Livraison standard', 6550, 3, NULL, true),
('de1200000000000000000001', 'de1100000000000000000001', 'home', 'Livraison à domicile', 1500, 1, 50000, false),
('de1200000000000000000002', 'de1100000000000000000001', 'pickup', 'Point relais', 1000, 1, 30000, false),
('de1200000000000000000003', 'de1100000000000000000002', 'home', 'Livraison à domicile', 2500, 2, 75000, false),
('de1200000000000000000004', 'de1100000000000000000003', 'home', 'Livraison à domicile', 3000, 2, 100000, false),
('de1200000000000000000005', 'de1100000000000000000003', 'pickup', 'Point relais', 2000, 2, 60000, false),
('de1200000000000000000006', 'de1100000000000000000004', 'home', 'Livraison à domicile', 5000, 4, NULL, false);
--> statement-breakpoint
INSERT INTO "pickup_points" ("id", "option_id", "name", "address", "opening_hours") VALUES
('de1300000000000000000001', 'de1200000000000000000002', 'Relais Teranga Plateau', '12 avenue Léopold Sédar Senghor, Plateau, Dakar', 'Lun–sam 9 h–19 h'),
('de1300000000000000000002', 'de1200000000000000000002', 'Relais Sacré-Cœur', 'Villa 8543, Sacré-Cœur 3, près de la pharmacie Mame Diarra, Dakar', 'Lun–sam 10 h–20 h'),
('de1300000000000000000003', 'de1200000000000000000002', 'Relais Parcelles Assainies', 'Unité 15, face au marché, Parcelles Assainies, Dakar', 'Tous les jours 9 h–21 h'),
('de1300000000000000000004', 'de1200000000000000000005', 'Relais Thiès Escale', 'Avenue Lamine Guèye, près de la gare, Thiès', 'Lun–sam 9 h–19 h'),
('de1300000000000000000005', 'de1200000000000000000005', 'Relais Randoulène', 'Rue 10, Randoulène Nord, en face de la mosquée, Thiès', 'Lun–sam 10 h–19 h');
