import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stock_levels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`article_number\` text NOT NULL,
  	\`article_id\` integer,
  	\`quantity\` numeric DEFAULT 0 NOT NULL,
  	\`restock_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`stock_levels_tenant_idx\` ON \`stock_levels\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_levels_article_number_idx\` ON \`stock_levels\` (\`article_number\`);`)
  await db.run(sql`CREATE INDEX \`stock_levels_article_idx\` ON \`stock_levels\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_levels_updated_at_idx\` ON \`stock_levels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_levels_created_at_idx\` ON \`stock_levels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`order_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`kind\` text NOT NULL,
  	\`document_number\` text NOT NULL,
  	\`issued_at\` text NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`total_cents\` numeric,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`order_documents_tenant_idx\` ON \`order_documents\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`order_documents_kind_idx\` ON \`order_documents\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`order_documents_document_number_idx\` ON \`order_documents\` (\`document_number\`);`)
  await db.run(sql`CREATE INDEX \`order_documents_issued_at_idx\` ON \`order_documents\` (\`issued_at\`);`)
  await db.run(sql`CREATE INDEX \`order_documents_order_idx\` ON \`order_documents\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`order_documents_customer_idx\` ON \`order_documents\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`order_documents_updated_at_idx\` ON \`order_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`order_documents_created_at_idx\` ON \`order_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`order_documents_filename_idx\` ON \`order_documents\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`customer_issuedAt_idx\` ON \`order_documents\` (\`customer_id\`,\`issued_at\`);`)
  await db.run(sql`CREATE TABLE \`order_schedules_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`item_ref_text\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`order_schedules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`order_schedules_entries_order_idx\` ON \`order_schedules_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`order_schedules_entries_parent_id_idx\` ON \`order_schedules_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`order_schedules_entries_product_idx\` ON \`order_schedules_entries\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`order_schedules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`contact_id\` integer,
  	\`customer_id\` integer NOT NULL,
  	\`created_by_id\` integer,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`frequency\` text DEFAULT 'monthly' NOT NULL,
  	\`interval_weeks\` numeric,
  	\`day_of_month\` numeric,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text,
  	\`max_runs\` numeric,
  	\`run_count\` numeric DEFAULT 0,
  	\`next_run_date\` text,
  	\`paused_reason\` text,
  	\`source_order_number\` text,
  	\`checkout_ship_to_id\` integer,
  	\`checkout_bill_to_id\` integer,
  	\`checkout_purchase_order_number\` text,
  	\`checkout_cost_centre\` text,
  	\`checkout_remark\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`checkout_ship_to_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`checkout_bill_to_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`order_schedules_tenant_idx\` ON \`order_schedules\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`order_schedules_account_idx\` ON \`order_schedules\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`order_schedules_contact_idx\` ON \`order_schedules\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`order_schedules_customer_idx\` ON \`order_schedules\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`order_schedules_created_by_idx\` ON \`order_schedules\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`order_schedules_status_idx\` ON \`order_schedules\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`order_schedules_next_run_date_idx\` ON \`order_schedules\` (\`next_run_date\`);`)
  await db.run(sql`CREATE INDEX \`order_schedules_checkout_checkout_ship_to_idx\` ON \`order_schedules\` (\`checkout_ship_to_id\`);`)
  await db.run(sql`CREATE INDEX \`order_schedules_checkout_checkout_bill_to_idx\` ON \`order_schedules\` (\`checkout_bill_to_id\`);`)
  await db.run(sql`CREATE INDEX \`order_schedules_updated_at_idx\` ON \`order_schedules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`order_schedules_created_at_idx\` ON \`order_schedules\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_nextRunDate_idx\` ON \`order_schedules\` (\`status\`,\`next_run_date\`);`)
  await db.run(sql`CREATE TABLE \`order_schedule_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`schedule_id\` integer NOT NULL,
  	\`due_date\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`order_number\` text,
  	\`message\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`schedule_id\`) REFERENCES \`order_schedules\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`order_schedule_runs_tenant_idx\` ON \`order_schedule_runs\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`order_schedule_runs_schedule_idx\` ON \`order_schedule_runs\` (\`schedule_id\`);`)
  await db.run(sql`CREATE INDEX \`order_schedule_runs_customer_idx\` ON \`order_schedule_runs\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`order_schedule_runs_updated_at_idx\` ON \`order_schedule_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`order_schedule_runs_created_at_idx\` ON \`order_schedule_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`schedule_dueDate_idx\` ON \`order_schedule_runs\` (\`schedule_id\`,\`due_date\`);`)
  await db.run(sql`CREATE TABLE \`quotes_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`list_unit_price_cents\` numeric,
  	\`quoted_unit_price_cents\` numeric,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quotes_lines_order_idx\` ON \`quotes_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quotes_lines_parent_id_idx\` ON \`quotes_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_lines_product_idx\` ON \`quotes_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`quotes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`quote_number\` text NOT NULL,
  	\`status\` text DEFAULT 'requested' NOT NULL,
  	\`source\` text DEFAULT 'product' NOT NULL,
  	\`requested_at\` text NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`contact_id\` integer,
  	\`placed_by_id\` integer,
  	\`customer_id\` integer NOT NULL,
  	\`desired_date\` text,
  	\`remark\` text,
  	\`answer_valid_until\` text,
  	\`answer_answered_at\` text,
  	\`answer_answered_by_id\` integer,
  	\`answer_text\` text,
  	\`decided_at\` text,
  	\`order_number\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`placed_by_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`answer_answered_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`quotes_tenant_idx\` ON \`quotes\` (\`tenant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`quotes_quote_number_idx\` ON \`quotes\` (\`quote_number\`);`)
  await db.run(sql`CREATE INDEX \`quotes_status_idx\` ON \`quotes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`quotes_requested_at_idx\` ON \`quotes\` (\`requested_at\`);`)
  await db.run(sql`CREATE INDEX \`quotes_account_idx\` ON \`quotes\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_contact_idx\` ON \`quotes\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_placed_by_idx\` ON \`quotes\` (\`placed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_customer_idx\` ON \`quotes\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_answer_answer_answered_by_idx\` ON \`quotes\` (\`answer_answered_by_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_updated_at_idx\` ON \`quotes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quotes_created_at_idx\` ON \`quotes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_requestedAt_idx\` ON \`quotes\` (\`customer_id\`,\`requested_at\`);`)
  await db.run(sql`ALTER TABLE \`orders_lines\` ADD \`quoted_price\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`requested_delivery_date\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`partial_delivery\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`terms_version\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`quote_id\` integer REFERENCES quotes(id);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`schedule_id\` integer REFERENCES order_schedules(id);`)
  await db.run(sql`CREATE INDEX \`orders_quote_idx\` ON \`orders\` (\`quote_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_schedule_idx\` ON \`orders\` (\`schedule_id\`);`)
  await db.run(sql`ALTER TABLE \`carts_entries\` ADD \`quote_id\` integer REFERENCES quotes(id);`)
  await db.run(sql`ALTER TABLE \`carts_entries\` ADD \`quoted_unit_price_cents\` numeric;`)
  await db.run(sql`CREATE INDEX \`carts_entries_quote_idx\` ON \`carts_entries\` (\`quote_id\`);`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`checkout_requested_delivery_date\` text;`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`checkout_partial_delivery\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`checkout_settings\` ADD \`terms_version\` text;`)
  await db.run(sql`ALTER TABLE \`checkout_settings\` ADD \`delivery_warehouse_canton\` text DEFAULT 'ZH' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stock_levels_id\` integer REFERENCES stock_levels(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`order_documents_id\` integer REFERENCES order_documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`order_schedules_id\` integer REFERENCES order_schedules(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`order_schedule_runs_id\` integer REFERENCES order_schedule_runs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`quotes_id\` integer REFERENCES quotes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_levels_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_levels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`order_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_schedules_id_idx\` ON \`payload_locked_documents_rels\` (\`order_schedules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_schedule_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`order_schedule_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`quotes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stock_levels\`;`)
  await db.run(sql`DROP TABLE \`order_documents\`;`)
  await db.run(sql`DROP TABLE \`order_schedules_entries\`;`)
  await db.run(sql`DROP TABLE \`order_schedules\`;`)
  await db.run(sql`DROP TABLE \`order_schedule_runs\`;`)
  await db.run(sql`DROP TABLE \`quotes_lines\`;`)
  await db.run(sql`DROP TABLE \`quotes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`order_number\` text NOT NULL,
  	\`ordered_at\` text NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`account_id\` integer,
  	\`contact_id\` integer,
  	\`placed_by_id\` integer,
  	\`submission_key\` text,
  	\`purchase_order_number\` text,
  	\`cost_centre\` text,
  	\`remark\` text,
  	\`ship_to_partner_id\` text,
  	\`ship_to_company_name\` text,
  	\`ship_to_street\` text,
  	\`ship_to_postal_code\` text,
  	\`ship_to_city\` text,
  	\`ship_to_country\` text,
  	\`bill_to_partner_id\` text,
  	\`bill_to_company_name\` text,
  	\`bill_to_street\` text,
  	\`bill_to_postal_code\` text,
  	\`bill_to_city\` text,
  	\`bill_to_country\` text,
  	\`total_cents\` numeric NOT NULL,
  	\`vat_cents\` numeric,
  	\`gross_total_cents\` numeric,
  	\`vat_breakdown\` text,
  	\`approval_requested_at\` text,
  	\`approval_submitted_total_cents\` numeric,
  	\`approval_limit_cents\` numeric,
  	\`approval_budget_cents\` numeric,
  	\`approval_spent_cents\` numeric,
  	\`approval_decided_at\` text,
  	\`approval_decided_by_id\` integer,
  	\`approval_decided_by_name\` text,
  	\`approval_on_behalf_of_id\` integer,
  	\`approval_rejection_reason\` text,
  	\`line_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`placed_by_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`approval_decided_by_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`approval_on_behalf_of_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "tenant_id", "order_number", "ordered_at", "status", "customer_id", "account_id", "contact_id", "placed_by_id", "submission_key", "purchase_order_number", "cost_centre", "remark", "ship_to_partner_id", "ship_to_company_name", "ship_to_street", "ship_to_postal_code", "ship_to_city", "ship_to_country", "bill_to_partner_id", "bill_to_company_name", "bill_to_street", "bill_to_postal_code", "bill_to_city", "bill_to_country", "total_cents", "vat_cents", "gross_total_cents", "vat_breakdown", "approval_requested_at", "approval_submitted_total_cents", "approval_limit_cents", "approval_budget_cents", "approval_spent_cents", "approval_decided_at", "approval_decided_by_id", "approval_decided_by_name", "approval_on_behalf_of_id", "approval_rejection_reason", "line_count", "updated_at", "created_at") SELECT "id", "tenant_id", "order_number", "ordered_at", "status", "customer_id", "account_id", "contact_id", "placed_by_id", "submission_key", "purchase_order_number", "cost_centre", "remark", "ship_to_partner_id", "ship_to_company_name", "ship_to_street", "ship_to_postal_code", "ship_to_city", "ship_to_country", "bill_to_partner_id", "bill_to_company_name", "bill_to_street", "bill_to_postal_code", "bill_to_city", "bill_to_country", "total_cents", "vat_cents", "gross_total_cents", "vat_breakdown", "approval_requested_at", "approval_submitted_total_cents", "approval_limit_cents", "approval_budget_cents", "approval_spent_cents", "approval_decided_at", "approval_decided_by_id", "approval_decided_by_name", "approval_on_behalf_of_id", "approval_rejection_reason", "line_count", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`orders_tenant_idx\` ON \`orders\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_ordered_at_idx\` ON \`orders\` (\`ordered_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_account_idx\` ON \`orders\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_contact_idx\` ON \`orders\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_placed_by_idx\` ON \`orders\` (\`placed_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_submission_key_idx\` ON \`orders\` (\`submission_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_purchase_order_number_idx\` ON \`orders\` (\`purchase_order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_approval_approval_requested_at_idx\` ON \`orders\` (\`approval_requested_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_approval_approval_decided_by_idx\` ON \`orders\` (\`approval_decided_by_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_approval_approval_on_behalf_of_idx\` ON \`orders\` (\`approval_on_behalf_of_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_orderedAt_idx\` ON \`orders\` (\`customer_id\`,\`ordered_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_carts_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item_key\` text NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`manual_price_cents\` numeric,
  	\`item_ref_text\` text,
  	\`seen_unit_price_cents\` numeric,
  	\`seen_pack\` text,
  	\`requested_count\` numeric,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_carts_entries\`("_order", "_parent_id", "id", "item_key", "product_id", "article_number", "count", "manual_price_cents", "item_ref_text", "seen_unit_price_cents", "seen_pack", "requested_count") SELECT "_order", "_parent_id", "id", "item_key", "product_id", "article_number", "count", "manual_price_cents", "item_ref_text", "seen_unit_price_cents", "seen_pack", "requested_count" FROM \`carts_entries\`;`)
  await db.run(sql`DROP TABLE \`carts_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new_carts_entries\` RENAME TO \`carts_entries\`;`)
  await db.run(sql`CREATE INDEX \`carts_entries_order_idx\` ON \`carts_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`carts_entries_parent_id_idx\` ON \`carts_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_entries_product_idx\` ON \`carts_entries\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tenants_id\` integer,
  	\`users_id\` integer,
  	\`accounts_id\` integer,
  	\`customers_id\` integer,
  	\`contacts_id\` integer,
  	\`audit_log_id\` integer,
  	\`pages_id\` integer,
  	\`product_lines_id\` integer,
  	\`products_id\` integer,
  	\`articles_id\` integer,
  	\`price_lists_id\` integer,
  	\`orders_id\` integer,
  	\`ordered_articles_id\` integer,
  	\`contracts_id\` integer,
  	\`contract_positions_id\` integer,
  	\`safety_data_sheets_id\` integer,
  	\`favourites_id\` integer,
  	\`shopping_lists_id\` integer,
  	\`carts_id\` integer,
  	\`saved_carts_id\` integer,
  	\`addresses_id\` integer,
  	\`checkout_settings_id\` integer,
  	\`account_notifications_id\` integer,
  	\`product_reviews_id\` integer,
  	\`news_id\` integer,
  	\`news_topics_id\` integer,
  	\`news_categories_id\` integer,
  	\`fairs_id\` integer,
  	\`dealers_id\` integer,
  	\`distribution_partners_id\` integer,
  	\`file_shares_id\` integer,
  	\`share_files_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`form_files_id\` integer,
  	\`faq_categories_id\` integer,
  	\`faq_questions_id\` integer,
  	\`contact_processes_id\` integer,
  	\`contact_requests_id\` integer,
  	\`jobs_id\` integer,
  	\`job_applications_id\` integer,
  	\`media_id\` integer,
  	\`search_changes_id\` integer,
  	\`vehicle_categories_id\` integer,
  	\`vehicle_makes_id\` integer,
  	\`vehicle_models_id\` integer,
  	\`vehicle_types_id\` integer,
  	\`license_plates_id\` integer,
  	\`oil_recommendations_id\` integer,
  	\`oil_finder_disclaimers_id\` integer,
  	\`oil_finder_settings_id\` integer,
  	\`password_reset_tokens_id\` integer,
  	\`email_outbox_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_lines_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ordered_articles_id\`) REFERENCES \`ordered_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contracts_id\`) REFERENCES \`contracts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contract_positions_id\`) REFERENCES \`contract_positions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`safety_data_sheets_id\`) REFERENCES \`safety_data_sheets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favourites_id\`) REFERENCES \`favourites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shopping_lists_id\`) REFERENCES \`shopping_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_carts_id\`) REFERENCES \`saved_carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`checkout_settings_id\`) REFERENCES \`checkout_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_notifications_id\`) REFERENCES \`account_notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_reviews_id\`) REFERENCES \`product_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_topics_id\`) REFERENCES \`news_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fairs_id\`) REFERENCES \`fairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealers_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`distribution_partners_id\`) REFERENCES \`distribution_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`file_shares_id\`) REFERENCES \`file_shares\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`share_files_id\`) REFERENCES \`share_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_files_id\`) REFERENCES \`form_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_questions_id\`) REFERENCES \`faq_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_processes_id\`) REFERENCES \`contact_processes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_changes_id\`) REFERENCES \`search_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_categories_id\`) REFERENCES \`vehicle_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_makes_id\`) REFERENCES \`vehicle_makes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_models_id\`) REFERENCES \`vehicle_models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_types_id\`) REFERENCES \`vehicle_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`license_plates_id\`) REFERENCES \`license_plates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`oil_recommendations_id\`) REFERENCES \`oil_recommendations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`oil_finder_disclaimers_id\`) REFERENCES \`oil_finder_disclaimers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`oil_finder_settings_id\`) REFERENCES \`oil_finder_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`password_reset_tokens_id\`) REFERENCES \`password_reset_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "contacts_id", "audit_log_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "ordered_articles_id", "contracts_id", "contract_positions_id", "safety_data_sheets_id", "favourites_id", "shopping_lists_id", "carts_id", "saved_carts_id", "addresses_id", "checkout_settings_id", "account_notifications_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "forms_id", "form_submissions_id", "form_files_id", "faq_categories_id", "faq_questions_id", "contact_processes_id", "contact_requests_id", "jobs_id", "job_applications_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id", "password_reset_tokens_id", "email_outbox_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "contacts_id", "audit_log_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "ordered_articles_id", "contracts_id", "contract_positions_id", "safety_data_sheets_id", "favourites_id", "shopping_lists_id", "carts_id", "saved_carts_id", "addresses_id", "checkout_settings_id", "account_notifications_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "forms_id", "form_submissions_id", "form_files_id", "faq_categories_id", "faq_questions_id", "contact_processes_id", "contact_requests_id", "jobs_id", "job_applications_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id", "password_reset_tokens_id", "email_outbox_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenants_id_idx\` ON \`payload_locked_documents_rels\` (\`tenants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`product_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ordered_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`ordered_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contracts_id_idx\` ON \`payload_locked_documents_rels\` (\`contracts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contract_positions_id_idx\` ON \`payload_locked_documents_rels\` (\`contract_positions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_safety_data_sheets_id_idx\` ON \`payload_locked_documents_rels\` (\`safety_data_sheets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favourites_id_idx\` ON \`payload_locked_documents_rels\` (\`favourites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shopping_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`shopping_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_checkout_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`checkout_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`account_notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`product_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`news_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fairs_id_idx\` ON \`payload_locked_documents_rels\` (\`fairs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealers_id_idx\` ON \`payload_locked_documents_rels\` (\`dealers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_distribution_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`distribution_partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_file_shares_id_idx\` ON \`payload_locked_documents_rels\` (\`file_shares_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_files_id_idx\` ON \`payload_locked_documents_rels\` (\`share_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_files_id_idx\` ON \`payload_locked_documents_rels\` (\`form_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_processes_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_processes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`search_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_makes_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_makes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_models_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_types_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_license_plates_id_idx\` ON \`payload_locked_documents_rels\` (\`license_plates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oil_recommendations_id_idx\` ON \`payload_locked_documents_rels\` (\`oil_recommendations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oil_finder_disclaimers_id_idx\` ON \`payload_locked_documents_rels\` (\`oil_finder_disclaimers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oil_finder_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`oil_finder_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_reset_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`password_reset_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`ALTER TABLE \`orders_lines\` DROP COLUMN \`quoted_price\`;`)
  await db.run(sql`ALTER TABLE \`carts\` DROP COLUMN \`checkout_requested_delivery_date\`;`)
  await db.run(sql`ALTER TABLE \`carts\` DROP COLUMN \`checkout_partial_delivery\`;`)
  await db.run(sql`ALTER TABLE \`checkout_settings\` DROP COLUMN \`terms_version\`;`)
  await db.run(sql`ALTER TABLE \`checkout_settings\` DROP COLUMN \`delivery_warehouse_canton\`;`)
}
