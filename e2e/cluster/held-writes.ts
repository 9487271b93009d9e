import pg from 'pg';

/**
 * Holds the instances' writes to some tables at the database, from the test's own connection: a
 * SHARE lock lets every read through and makes every INSERT wait. A request that reaches such an
 * insert is then in flight inside its instance, mid-transaction, for as long as the test wants,
 * with nothing in the product changed to allow it: how the fault tests put a request "in flight"
 * at the moment they kill its instance.
 */
export async function holdWrites(databaseUrl: string, tables: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl, user: 'postgres' });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${tables.join(', ')} in share mode`);
  return {
    /** The server processes (PostgreSQL backends) waiting on the lock, by table. */
    async waiting(): Promise<Array<{ pid: number; table: string }>> {
      const { rows } = await client.query<{ pid: number; table: string }>(
        `select l.pid, c.relname as table from pg_locks l join pg_class c on c.oid = l.relation
          where not l.granted and c.relname = any($1) order by c.relname`,
        [tables],
      );
      return rows;
    },
    /** Whether any of these backends is still there (a dead client's ends once it is unblocked). */
    async alive(pids: number[]) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where pid = any($1)',
        [pids],
      );
      return rows[0]!.n > 0;
    },
    async release() {
      await client.query('commit');
    },
    end: () => client.end(),
  };
}
