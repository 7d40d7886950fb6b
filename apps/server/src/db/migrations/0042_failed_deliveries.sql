-- Issue 37: failed deliveries (NDR) per shipment, and the outcome of parcels returned to origin (RTO), both owned
-- by the shipping module (docs/decisions/231-failed-deliveries.md, 232-rto-cost.md). New tables only: existing
-- rows are untouched.
CREATE TABLE "failed_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL REFERENCES "shipments"("id") ON DELETE cascade,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"awb_code" text,
	"reason" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_attempt_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"action" jsonb,
	"action_attempt" integer,
	"action_sent_at" timestamp with time zone,
	"action_error" text,
	"escalated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "failed_deliveries_shipment_idx" ON "failed_deliveries" ("shipment_id");--> statement-breakpoint
CREATE INDEX "failed_deliveries_order_idx" ON "failed_deliveries" ("order_id");--> statement-breakpoint
CREATE INDEX "failed_deliveries_state_idx" ON "failed_deliveries" ("state", "last_attempt_at");--> statement-breakpoint
CREATE TABLE "rto_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL REFERENCES "shipments"("id") ON DELETE cascade,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"reason" text DEFAULT '' NOT NULL,
	"courier_name" text,
	"forward_freight_paise" integer,
	"return_freight_paise" integer,
	"return_freight_basis" text DEFAULT 'unknown' NOT NULL,
	"initiated_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "rto_outcomes_shipment_idx" ON "rto_outcomes" ("shipment_id");--> statement-breakpoint
CREATE INDEX "rto_outcomes_order_idx" ON "rto_outcomes" ("order_id");
