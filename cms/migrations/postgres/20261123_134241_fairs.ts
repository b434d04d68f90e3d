import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_fairs_country" AS ENUM('CH', 'DE', 'AT', 'IT', 'FR');
  CREATE TABLE "fairs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"from_date" timestamp(3) with time zone NOT NULL,
  	"to_date" timestamp(3) with time zone NOT NULL,
  	"city" varchar NOT NULL,
  	"country" "enum_fairs_country" DEFAULT 'CH' NOT NULL,
  	"venue" varchar,
  	"url" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fairs_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"stand" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fairs_id" integer;
  ALTER TABLE "fairs" ADD CONSTRAINT "fairs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fairs" ADD CONSTRAINT "fairs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fairs_locales" ADD CONSTRAINT "fairs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "fairs_tenant_idx" ON "fairs" USING btree ("tenant_id");
  CREATE INDEX "fairs_from_date_idx" ON "fairs" USING btree ("from_date");
  CREATE INDEX "fairs_image_idx" ON "fairs" USING btree ("image_id");
  CREATE INDEX "fairs_updated_at_idx" ON "fairs" USING btree ("updated_at");
  CREATE INDEX "fairs_created_at_idx" ON "fairs" USING btree ("created_at");
  CREATE UNIQUE INDEX "fairs_locales_locale_parent_id_unique" ON "fairs_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fairs_fk" FOREIGN KEY ("fairs_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_fairs_id_idx" ON "payload_locked_documents_rels" USING btree ("fairs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "fairs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fairs_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fairs" CASCADE;
  DROP TABLE "fairs_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fairs_fk";
  
  DROP INDEX "payload_locked_documents_rels_fairs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fairs_id";
  DROP TYPE "public"."enum_fairs_country";`)
}
