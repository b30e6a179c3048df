import {execFile} from 'node:child_process';
import {chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {LOOPBACK, onFreePort} from '@energy-xrm/ports';

const run = promisify(execFile);

/** Debian's nobody/nogroup: PostgreSQL refuses to run as root. */
const NOBODY = 65_534;

export interface PostgresCluster {
  /** `postgresql://postgres@127.0.0.1:<port>/postgres` */
  readonly url: string;
  readonly port: number;
  /** A new empty database on the cluster, and its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL (`/usr/lib/postgresql/<version>/bin`), else whatever `initdb` is on PATH. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  const onPath = (process.env.PATH ?? '').split(':').find((dir) => existsSync(path.join(dir, 'initdb')));
  if (onPath) return onPath;
  throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (the tests start their own cluster).');
}

/** The server could not listen: the port probed free was taken before it started. */
class PortTaken extends Error {
  constructor(port: number) {
    super(`Port ${port} was taken before PostgreSQL listened on it`);
  }
}

/**
 * A throwaway PostgreSQL cluster: initdb in a temporary folder, started on a free port on
 * 127.0.0.1 as an unprivileged user (nobody, when this process is root), removed by `stop()`.
 * `durable: false` turns fsync off, for tests.
 */
export async function startPostgresCluster(
  options: {
    durable?: boolean;
    /** Where the ports to try come from (a free port each time); a test hands one that is taken first. */
    choosePort?: () => Promise<number>;
  } = {},
): Promise<PostgresCluster> {
  const bin = binDir();
  const root = mkdtempSync(path.join(tmpdir(), 'docs-server-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(root, NOBODY, NOBODY);
  const as = asRoot ? {uid: NOBODY, gid: NOBODY} : {};
  const data = path.join(root, 'data');
  const exec = (tool: string, args: string[]) => run(path.join(bin, tool), args, {...as, cwd: root, env: {LANG: 'C'}});
  let port = 0;
  try {
    await exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    // initdb takes seconds; other tests open connections from the same range of ports meanwhile.
    port = await onFreePort(
      async (candidate) => {
        const settings = [`-p ${candidate}`, `-k ${root}`, `-c listen_addresses=${LOOPBACK}`];
        if (!options.durable) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
        const log = path.join(root, `log-${candidate}`);
        try {
          await exec('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', settings.join(' '), 'start']);
        } catch (error) {
          const taken = existsSync(log) && readFileSync(log, 'utf8').includes('Address already in use');
          throw taken ? new PortTaken(candidate) : error;
        }
        return candidate;
      },
      {taken: (error) => error instanceof PortTaken, choose: options.choosePort},
    );
  } catch (error) {
    rmSync(root, {recursive: true, force: true});
    throw error;
  }
  const url = `postgresql://postgres@${LOOPBACK}:${port}/postgres`;
  return {
    url,
    port,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
      const pg = (await import('pg')).default;
      const client = new pg.Client({connectionString: url});
      await client.connect();
      // An identifier cannot be a parameter; the name is checked above.
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return url.replace(/\/postgres$/, `/${name}`);
    },
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      rmSync(root, {recursive: true, force: true});
    },
  };
}
