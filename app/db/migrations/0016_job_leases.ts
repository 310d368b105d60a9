import type { Kysely } from "kysely";

/**
 * Leases on background work (features/jobs/job-lease.server.ts): with several instances on one database, the one
 * holding a job's lease runs it, and another takes it over when the holder stops renewing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "text", (c) => c.notNull().primaryKey())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_leases").execute();
}
