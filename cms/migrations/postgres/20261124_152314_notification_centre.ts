import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_account_notifications_kind" AS ENUM('orderConfirmed', 'documentAvailable', 'editorial');
  CREATE TYPE "public"."enum_account_notifications_audience" AS ENUM('account', 'customer');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_notifications_id" integer;
  ALTER TABLE "account_notifications" ADD CONSTRAINT "account_notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications" ADD CONSTRAINT "account_notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications" ADD CONSTRAINT "account_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications" ADD CONSTRAINT "account_notifications_source_id_account_notifications_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."account_notifications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications_locales" ADD CONSTRAINT "account_notifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."account_notifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "account_notifications_tenant_idx" ON "account_notifications" USING btree ("tenant_id");
  CREATE INDEX "account_notifications_account_idx" ON "account_notifications" USING btree ("account_id");
  CREATE INDEX "account_notifications_customer_idx" ON "account_notifications" USING btree ("customer_id");
  CREATE INDEX "account_notifications_read_at_idx" ON "account_notifications" USING btree ("read_at");
  CREATE INDEX "account_notifications_source_idx" ON "account_notifications" USING btree ("source_id");
  CREATE INDEX "account_notifications_updated_at_idx" ON "account_notifications" USING btree ("updated_at");
  CREATE INDEX "account_notifications_created_at_idx" ON "account_notifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_notifications_locales_locale_parent_id_unique" ON "account_notifications_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_notifications_fk" FOREIGN KEY ("account_notifications_id") REFERENCES "public"."account_notifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_account_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("account_notifications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account_notifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_notifications_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "account_notifications" CASCADE;
  DROP TABLE "account_notifications_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_notifications_fk";
  
  DROP INDEX "payload_locked_documents_rels_account_notifications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_notifications_id";
  DROP TYPE "public"."enum_account_notifications_kind";
  DROP TYPE "public"."enum_account_notifications_audience";`)
}
