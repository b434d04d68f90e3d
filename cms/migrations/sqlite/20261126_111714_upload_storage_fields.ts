import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`safety_data_sheets\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`safety_data_sheets\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`share_files\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`share_files\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`form_files\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`form_files\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`safety_data_sheets\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`safety_data_sheets\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`share_files\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`share_files\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`form_files\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`form_files\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
}
