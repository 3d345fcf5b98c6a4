import { type Kysely, sql } from 'kysely';

// Every entity of the product (one table file each in src/tables/), plus sessions and files. Column names are snake_case;
// the app sees camelCase through Kysely's CamelCasePlugin.
const id = sql`gen_random_uuid()`;
const now = sql`now()`;

/** Index for per-user lists, newest first. */
async function userListIndex(db: Kysely<any>, table: string) {
  await db.schema
    .createIndex(`${table}_user_created_idx`)
    .on(table)
    .columns(['user_id', 'created_at desc'])
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user').check(sql`role in ('admin', 'user')`))
    .addColumn('has_active_contract', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // Case-insensitive uniqueness: 'Ana' and 'ana' are the same login.
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('area', 'text', (c) => c.notNull().check(sql`area in ('admin', 'platform')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('phone', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('contacts_created_idx')
    .on('contacts')
    .columns(['created_at desc', 'id'])
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await userListIndex(db, 'files');

  await db.schema
    .createTable('documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('contract', 'lawsuit')`))
    .addColumn('file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await userListIndex(db, 'documents');

  await db.schema
    .createTable('analyses')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('risk_level', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('findings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('suggestions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await userListIndex(db, 'analyses');
  await db.schema.createIndex('analyses_document_idx').on('analyses').column('document_id').execute();

  await db.schema
    .createTable('searches')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('filters', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('results', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('result_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await userListIndex(db, 'searches');

  await db.schema
    .createTable('predictions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('case_title', 'text', (c) => c.notNull())
    .addColumn('case_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('probability', 'integer', (c) => c.notNull())
    .addColumn('risks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('recommendations', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('similar_cases', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('factors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('outcome', 'text', (c) =>
      c.check(sql`outcome in ('favoravel', 'desfavoravel', 'acordo', 'parcial')`),
    )
    .addColumn('outcome_recorded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await userListIndex(db, 'predictions');

  await db.schema
    .createTable('templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await userListIndex(db, 'templates');

  await db.schema
    .createTable('generated_documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('template_id', 'uuid', (c) => c.notNull().references('templates.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await userListIndex(db, 'generated_documents');

  await db.schema
    .createTable('validators')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document_title', 'text', (c) => c.notNull())
    .addColumn('document_content', 'text', (c) => c.notNull())
    .addColumn('validation_status', 'text', (c) => c.notNull().defaultTo('processing'))
    .addColumn('reliability_score', 'integer')
    .addColumn('total_citations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_citations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('suspicious_citations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invalid_citations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('citation_details', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('warnings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('recommendations', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await userListIndex(db, 'validators');

  await db.schema
    .createTable('monitors')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('process_number', 'text', (c) => c.notNull())
    .addColumn('process_title', 'text', (c) => c.notNull())
    .addColumn('tribunal', 'text', (c) => c.notNull())
    .addColumn('court', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('last_check', 'timestamptz')
    .addColumn('last_movement', 'timestamptz')
    .addColumn('next_deadline', 'timestamptz')
    .addColumn('deadline_description', 'text')
    .addColumn('deadline_trail', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('movements', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('alerts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('priority', 'text', (c) =>
      c.notNull().defaultTo('normal').check(sql`priority in ('normal', 'medium', 'high')`),
    )
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('monitors_user_process_key', ['user_id', 'process_number'])
    .execute();
  await userListIndex(db, 'monitors');
  await db.schema
    .createIndex('monitors_user_deadline_idx')
    .on('monitors')
    .columns(['user_id', 'next_deadline'])
    .execute();

  await db.schema
    .createTable('strategies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('case_title', 'text', (c) => c.notNull())
    .addColumn('conflict_type', 'text', (c) => c.notNull())
    .addColumn('case_description', 'text', (c) => c.notNull())
    .addColumn('parties', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('desired_outcome', 'text', (c) => c.notNull())
    .addColumn('budget', 'numeric(14, 2)')
    .addColumn('timeframe', 'text')
    .addColumn('analysis_status', 'text', (c) => c.notNull().defaultTo('processing'))
    .addColumn('strategies', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('comparison_matrix', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('recommended_strategy', 'text')
    .addColumn('action_plan', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('risks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('success_probability', 'integer')
    .addColumn('estimated_cost', 'text')
    .addColumn('estimated_time', 'text')
    .addColumn('linked_prediction_id', 'uuid', (c) => c.references('predictions.id').onDelete('set null'))
    .addColumn('linked_search_id', 'uuid', (c) => c.references('searches.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await userListIndex(db, 'strategies');

  await db.schema
    .createTable('calculations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('inputs', 'jsonb', (c) => c.notNull())
    .addColumn('results', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await userListIndex(db, 'calculations');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'calculations',
    'strategies',
    'monitors',
    'validators',
    'generated_documents',
    'templates',
    'predictions',
    'searches',
    'analyses',
    'documents',
    'files',
    'contacts',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
