CREATE TABLE "class_memberships" (
	"user_uuid" uuid PRIMARY KEY NOT NULL,
	"class_uuid" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_uuid" uuid NOT NULL,
	"grade" integer NOT NULL,
	"addition" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subline" text DEFAULT '' NOT NULL,
	"banner" text,
	"box_provider" text,
	"redmine_mail_box" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "school_types" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "school_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id" serial NOT NULL,
	"client_uuid" uuid NOT NULL,
	"school_type_uuid" uuid,
	"name" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"has_sekundarstufe2" boolean DEFAULT false NOT NULL,
	"data_protection_officer_email" text,
	"data_protection_officer_first_name" text,
	"data_protection_officer_last_name" text,
	"data_protection_officer_phone" text,
	"principal_email" text,
	"principal_first_name" text,
	"principal_last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_assignments" (
	"teacher_uuid" uuid NOT NULL,
	"class_uuid" uuid NOT NULL,
	CONSTRAINT "teacher_assignments_teacher_uuid_class_uuid_pk" PRIMARY KEY("teacher_uuid","class_uuid")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idp_subject" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"client_uuid" uuid NOT NULL,
	"school_uuid" uuid,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text,
	"avatar_url" text,
	"roles" text[] NOT NULL,
	"active_role" text NOT NULL,
	"contrast_mode" boolean DEFAULT false NOT NULL,
	"simple_language" boolean DEFAULT false NOT NULL,
	"theme" text DEFAULT 'original' NOT NULL,
	"tracking_consent" boolean DEFAULT false NOT NULL,
	"show_onboarding" boolean DEFAULT true NOT NULL,
	"terms_conditions" timestamp with time zone,
	"reactivation_code" text,
	"reactivation_code_date" timestamp with time zone,
	"deletion_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_idp_subject_unique" UNIQUE("idp_subject"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "class_memberships" ADD CONSTRAINT "class_memberships_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_memberships" ADD CONSTRAINT "class_memberships_class_uuid_classes_uuid_fk" FOREIGN KEY ("class_uuid") REFERENCES "public"."classes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_client_uuid_clients_uuid_fk" FOREIGN KEY ("client_uuid") REFERENCES "public"."clients"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_school_type_uuid_school_types_uuid_fk" FOREIGN KEY ("school_type_uuid") REFERENCES "public"."school_types"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_assignments" ADD CONSTRAINT "teacher_assignments_teacher_uuid_users_uuid_fk" FOREIGN KEY ("teacher_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_assignments" ADD CONSTRAINT "teacher_assignments_class_uuid_classes_uuid_fk" FOREIGN KEY ("class_uuid") REFERENCES "public"."classes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_uuid_clients_uuid_fk" FOREIGN KEY ("client_uuid") REFERENCES "public"."clients"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_memberships_class_idx" ON "class_memberships" USING btree ("class_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_school_grade_addition_idx" ON "classes" USING btree ("school_uuid","grade","addition");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "schools_client_idx" ON "schools" USING btree ("client_uuid");--> statement-breakpoint
CREATE INDEX "users_school_idx" ON "users" USING btree ("school_uuid");--> statement-breakpoint
CREATE INDEX "users_client_idx" ON "users" USING btree ("client_uuid");