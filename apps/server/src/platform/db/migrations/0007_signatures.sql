CREATE TABLE "signature_flows" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_uuid" uuid NOT NULL,
	"document_key" text NOT NULL,
	"document_version" text NOT NULL,
	"document_title" text NOT NULL,
	"content_hash" text NOT NULL,
	"deadline_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_records" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_uuid" uuid NOT NULL,
	"school_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_uuid" uuid,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"principal_name" text,
	"school_name" text NOT NULL,
	"document_version" text NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_snoozes" (
	"user_uuid" uuid NOT NULL,
	"flow_uuid" uuid NOT NULL,
	"snoozed_until" timestamp with time zone NOT NULL,
	CONSTRAINT "signature_snoozes_user_uuid_flow_uuid_pk" PRIMARY KEY("user_uuid","flow_uuid")
);
--> statement-breakpoint
ALTER TABLE "signature_flows" ADD CONSTRAINT "signature_flows_client_uuid_clients_uuid_fk" FOREIGN KEY ("client_uuid") REFERENCES "public"."clients"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_records" ADD CONSTRAINT "signature_records_flow_uuid_signature_flows_uuid_fk" FOREIGN KEY ("flow_uuid") REFERENCES "public"."signature_flows"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_records" ADD CONSTRAINT "signature_records_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_records" ADD CONSTRAINT "signature_records_actor_uuid_users_uuid_fk" FOREIGN KEY ("actor_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_snoozes" ADD CONSTRAINT "signature_snoozes_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_snoozes" ADD CONSTRAINT "signature_snoozes_flow_uuid_signature_flows_uuid_fk" FOREIGN KEY ("flow_uuid") REFERENCES "public"."signature_flows"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signature_flows_version_idx" ON "signature_flows" USING btree ("client_uuid","document_key","document_version");--> statement-breakpoint
CREATE INDEX "signature_records_school_idx" ON "signature_records" USING btree ("flow_uuid","school_uuid","created_at");--> statement-breakpoint
CREATE INDEX "signature_records_actor_idx" ON "signature_records" USING btree ("actor_uuid");