CREATE TABLE "school_account_days" (
	"client_uuid" uuid NOT NULL,
	"school_uuid" uuid,
	"day" date NOT NULL,
	"accounts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "school_account_days_key" UNIQUE NULLS NOT DISTINCT("client_uuid","school_uuid","day")
);
--> statement-breakpoint
ALTER TABLE "school_account_days" ADD CONSTRAINT "school_account_days_client_uuid_clients_uuid_fk" FOREIGN KEY ("client_uuid") REFERENCES "public"."clients"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_account_days" ADD CONSTRAINT "school_account_days_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_account_days_client_day_idx" ON "school_account_days" USING btree ("client_uuid","day");--> statement-breakpoint
CREATE INDEX "school_account_days_school_day_idx" ON "school_account_days" USING btree ("school_uuid","day");