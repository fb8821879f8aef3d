ALTER TABLE "platform_settings" ADD COLUMN "coin_pack_100_price_cents" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "coin_pack_500_price_cents" integer DEFAULT 4500 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "coin_pack_1000_price_cents" integer DEFAULT 9000 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "conversion_cents_per_100_coins" integer DEFAULT 900 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_coin_pack_prices_check" CHECK (LEAST("platform_settings"."coin_pack_100_price_cents", "platform_settings"."coin_pack_500_price_cents", "platform_settings"."coin_pack_1000_price_cents") >= 50
        AND GREATEST("platform_settings"."coin_pack_100_price_cents", "platform_settings"."coin_pack_500_price_cents", "platform_settings"."coin_pack_1000_price_cents") <= 1000000);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_conversion_rate_check" CHECK ("platform_settings"."conversion_cents_per_100_coins" > 0);