-- Issue 16: Shiprocket's full forward flow (docs/decisions/062-shiprocket-forward-flow.md). The order id we
-- sent Shiprocket (a re-shipment needs a fresh one: Shiprocket refuses an id twice), the courier chosen, the
-- pickup Shiprocket scheduled, and the courier's tracking page once known.
ALTER TABLE "shipments" ADD COLUMN "channel_order_id" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "courier_company_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "pickup_scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "pickup_token" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "tracking_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_channel_order_idx" ON "shipments" USING btree ("channel_order_id");
