// CPU time of processes, from /proc: on a shared host wall-clock latency moves with the load, and
// the CPU a call costs the server and the database says more about a change than its p50.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU milliseconds (user + system) the process has used so far, or null if /proc cannot tell. */
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * The CPU a stretch of work cost a process and the PostgreSQL backends of one database (those
 * connected when it starts: a server's pool is open by then). `url` names the database; the
 * backends are found through it and read from /proc, so the database must run on this host.
 */
export async function cpuMeter(url, pid) {
  const database = decodeURIComponent(new URL(url).pathname.slice(1));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    const backends = rows.map((r) => r.pid);
    const sum = () => backends.reduce((total, p) => total + (cpuMsOf(p) ?? 0), 0);
    const start = { process: cpuMsOf(pid), database: sum() };
    return {
      /** CPU ms used since the meter started, per `calls` calls. */
      perCall(calls) {
        const now = cpuMsOf(pid);
        return {
          server_cpu_ms_per_call:
            now === null || start.process === null ? null : +((now - start.process) / calls).toFixed(1),
          db_cpu_ms_per_call: +((sum() - start.database) / calls).toFixed(1),
        };
      },
    };
  } finally {
    await client.end();
  }
}
