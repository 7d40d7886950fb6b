// Does the machine's PostgreSQL answer a query, and does its Redis answer PING? Prints one line per service
// ("postgres ok" / "postgres <reason>") and exits 0 only when both answer. Used by .ci/run.
import net from 'node:net';
import pg from 'pg';

const [postgresUrl, redisUrl] = process.argv.slice(2);
const TIMEOUT_MS = 5_000;

async function postgres() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: TIMEOUT_MS });
  try {
    await client.connect();
    await client.query('select 1');
    return 'ok';
  } catch (error) {
    return error.code ?? error.message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redis() {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(TIMEOUT_MS, () => done('no answer within 5 s'));
    socket.on('error', (error) => done(error.code ?? error.message));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) =>
      done(data.toString().startsWith('+PONG') ? 'ok' : `answered ${data.toString().trim()}`),
    );
  });
}

const [pgAnswer, redisAnswer] = await Promise.all([postgres(), redis()]);
console.log(`postgres ${pgAnswer}`);
console.log(`redis ${redisAnswer}`);
process.exit(pgAnswer === 'ok' && redisAnswer === 'ok' ? 0 : 1);
