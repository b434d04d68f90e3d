import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_account_notifications_kind" AS ENUM('orderConfirmed', 'documentAvailable', 'editorial');
  CREATE TYPE "public"."enum_account_notifications_audience" AS ENUM('account', 'customer');
  CREATE TABLE "accounts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"customers_id" integer
  );
  
  CREATE TABLE "customers_billing_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"partner_id" varchar NOT NULL,
  	"company_name" varchar NOT NULL,
  	"street" varchar,
  	"postal_code" varchar,
  	"city" varchar
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"contact_id" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"function" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"account_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"action" varchar NOT NULL,
  	"actor_id" integer NOT NULL,
  	"actor_name" varchar,
  	"contact_id" integer,
  	"contact_name" varchar,
  	"customer_id" integer,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"link" varchar,
  	"kind" "enum_account_notifications_kind" DEFAULT 'editorial' NOT NULL,
  	"audience" "enum_account_notifications_audience" DEFAULT 'account' NOT NULL,
  	"account_id" integer,
  	"customer_id" integer,
  	"read_at" timestamp(3) with time zone,
  	"source_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_notifications_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "password_reset_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "accounts" ADD COLUMN "selected_contact_id" integer;
  ALTER TABLE "accounts" ADD COLUMN "billing_partner_id" varchar;
  ALTER TABLE "customers" ADD COLUMN "contact_person_name" varchar;
  ALTER TABLE "customers" ADD COLUMN "contact_person_department" varchar;
  ALTER TABLE "customers" ADD COLUMN "contact_person_role" varchar;
  ALTER TABLE "customers" ADD COLUMN "contact_person_phone" varchar;
  ALTER TABLE "customers" ADD COLUMN "contact_person_email" varchar;
  ALTER TABLE "customers" ADD COLUMN "contact_person_image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_notifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "password_reset_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_outbox_id" integer;
  ALTER TABLE "accounts_rels" ADD CONSTRAINT "accounts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accounts_rels" ADD CONSTRAINT "accounts_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_billing_partners" ADD CONSTRAINT "customers_billing_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications" ADD CONSTRAINT "account_notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications" ADD CONSTRAINT "account_notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications" ADD CONSTRAINT "account_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications" ADD CONSTRAINT "account_notifications_source_id_account_notifications_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."account_notifications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications_locales" ADD CONSTRAINT "account_notifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."account_notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "accounts_rels_order_idx" ON "accounts_rels" USING btree ("order");
  CREATE INDEX "accounts_rels_parent_idx" ON "accounts_rels" USING btree ("parent_id");
  CREATE INDEX "accounts_rels_path_idx" ON "accounts_rels" USING btree ("path");
  CREATE INDEX "accounts_rels_customers_id_idx" ON "accounts_rels" USING btree ("customers_id");
  CREATE INDEX "customers_billing_partners_order_idx" ON "customers_billing_partners" USING btree ("_order");
  CREATE INDEX "customers_billing_partners_parent_id_idx" ON "customers_billing_partners" USING btree ("_parent_id");
  CREATE INDEX "contacts_tenant_idx" ON "contacts" USING btree ("tenant_id");
  CREATE INDEX "contacts_contact_id_idx" ON "contacts" USING btree ("contact_id");
  CREATE INDEX "contacts_customer_idx" ON "contacts" USING btree ("customer_id");
  CREATE INDEX "contacts_last_name_idx" ON "contacts" USING btree ("last_name");
  CREATE INDEX "contacts_account_idx" ON "contacts" USING btree ("account_id");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE INDEX "audit_log_tenant_idx" ON "audit_log" USING btree ("tenant_id");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");
  CREATE INDEX "audit_log_contact_idx" ON "audit_log" USING btree ("contact_id");
  CREATE INDEX "audit_log_customer_idx" ON "audit_log" USING btree ("customer_id");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "account_notifications_tenant_idx" ON "account_notifications" USING btree ("tenant_id");
  CREATE INDEX "account_notifications_account_idx" ON "account_notifications" USING btree ("account_id");
  CREATE INDEX "account_notifications_customer_idx" ON "account_notifications" USING btree ("customer_id");
  CREATE INDEX "account_notifications_read_at_idx" ON "account_notifications" USING btree ("read_at");
  CREATE INDEX "account_notifications_source_idx" ON "account_notifications" USING btree ("source_id");
  CREATE INDEX "account_notifications_updated_at_idx" ON "account_notifications" USING btree ("updated_at");
  CREATE INDEX "account_notifications_created_at_idx" ON "account_notifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_notifications_locales_locale_parent_id_unique" ON "account_notifications_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "password_reset_tokens_account_idx" ON "password_reset_tokens" USING btree ("account_id");
  CREATE UNIQUE INDEX "password_reset_tokens_token_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");
  CREATE INDEX "password_reset_tokens_updated_at_idx" ON "password_reset_tokens" USING btree ("updated_at");
  CREATE INDEX "password_reset_tokens_created_at_idx" ON "password_reset_tokens" USING btree ("created_at");
  CREATE INDEX "email_outbox_tenant_idx" ON "email_outbox" USING btree ("tenant_id");
  CREATE INDEX "email_outbox_updated_at_idx" ON "email_outbox" USING btree ("updated_at");
  CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");
  ALTER TABLE "accounts" ADD CONSTRAINT "accounts_selected_contact_id_contacts_id_fk" FOREIGN KEY ("selected_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_contact_person_image_id_media_id_fk" FOREIGN KEY ("contact_person_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_notifications_fk" FOREIGN KEY ("account_notifications_id") REFERENCES "public"."account_notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_password_reset_tokens_fk" FOREIGN KEY ("password_reset_tokens_id") REFERENCES "public"."password_reset_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_outbox_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "accounts_selected_contact_idx" ON "accounts" USING btree ("selected_contact_id");
  CREATE INDEX "customers_contact_person_contact_person_image_idx" ON "customers" USING btree ("contact_person_image_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  CREATE INDEX "payload_locked_documents_rels_account_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("account_notifications_id");
  CREATE INDEX "payload_locked_documents_rels_password_reset_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("password_reset_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_email_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("email_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "accounts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers_billing_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_notifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_notifications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "password_reset_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "accounts_rels" CASCADE;
  DROP TABLE "customers_billing_partners" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "account_notifications" CASCADE;
  DROP TABLE "account_notifications_locales" CASCADE;
  DROP TABLE "password_reset_tokens" CASCADE;
  DROP TABLE "email_outbox" CASCADE;
  ALTER TABLE "accounts" DROP CONSTRAINT "accounts_selected_contact_id_contacts_id_fk";
  
  ALTER TABLE "customers" DROP CONSTRAINT "customers_contact_person_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contacts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_notifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_password_reset_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_outbox_fk";
  
  DROP INDEX "accounts_selected_contact_idx";
  DROP INDEX "customers_contact_person_contact_person_image_idx";
  DROP INDEX "payload_locked_documents_rels_contacts_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  DROP INDEX "payload_locked_documents_rels_account_notifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_password_reset_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_outbox_id_idx";
  ALTER TABLE "accounts" DROP COLUMN "selected_contact_id";
  ALTER TABLE "accounts" DROP COLUMN "billing_partner_id";
  ALTER TABLE "customers" DROP COLUMN "contact_person_name";
  ALTER TABLE "customers" DROP COLUMN "contact_person_department";
  ALTER TABLE "customers" DROP COLUMN "contact_person_role";
  ALTER TABLE "customers" DROP COLUMN "contact_person_phone";
  ALTER TABLE "customers" DROP COLUMN "contact_person_email";
  ALTER TABLE "customers" DROP COLUMN "contact_person_image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contacts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_notifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "password_reset_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_outbox_id";
  DROP TYPE "public"."enum_account_notifications_kind";
  DROP TYPE "public"."enum_account_notifications_audience";`)
}
