import { parseArgs } from 'node:util';
import { SIM_DEV_CREDENTIALS } from './constants';
import { startShiprocketSimulator } from './simulator';

/**
 * The Shiprocket simulator as a process of its own:
 *   node --import tsx apps/server/src/providers/shiprocket/simulator-main.ts --port 4100 [--step-ms 60000]
 *     [--email ... --password ...] [--webhook-url http://127.0.0.1:3000/api/shiprocket/webhook --webhook-key ...]
 * Point the shop at it with SHIPROCKET_API_URL=http://127.0.0.1:4100 and the same email and password.
 * Prints one line `listening on <url>` once it accepts requests (port 0 picks a free port).
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4100' },
    host: { type: 'string', default: '127.0.0.1' },
    email: { type: 'string', default: SIM_DEV_CREDENTIALS.email },
    password: { type: 'string', default: SIM_DEV_CREDENTIALS.password },
    'step-ms': { type: 'string', default: '0' },
    'webhook-url': { type: 'string' },
    'webhook-key': { type: 'string' },
    'no-control': { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
const stepMs = Number(values['step-ms']);
if (!Number.isInteger(port) || port < 0 || port > 65_535 || !Number.isFinite(stepMs) || stepMs < 0) {
  console.error('Usage: simulator-main.ts --port <0-65535> --step-ms <ms>');
  process.exit(1);
}

const sim = await startShiprocketSimulator({
  port,
  host: values.host,
  email: values.email,
  password: values.password,
  stepMs,
  webhookUrl: values['webhook-url'],
  webhookKey: values['webhook-key'],
  control: !values['no-control'],
});
console.log(`listening on ${sim.url}`);

const stop = () => {
  sim.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
