CREATE TABLE "school_account_counts" (
	"client_uuid" uuid NOT NULL,
	"school_uuid" uuid,
	"month" date NOT NULL,
	"accounts" integer DEFAULT 0 NOT NULL,
	"teachers" integer DEFAULT 0 NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "school_account_counts_key" UNIQUE NULLS NOT DISTINCT("client_uuid","school_uuid","month")
);
--> statement-breakpoint
ALTER TABLE "school_account_counts" ADD CONSTRAINT "school_account_counts_client_uuid_clients_uuid_fk" FOREIGN KEY ("client_uuid") REFERENCES "public"."clients"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_account_counts" ADD CONSTRAINT "school_account_counts_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_account_counts_school_idx" ON "school_account_counts" USING btree ("school_uuid");