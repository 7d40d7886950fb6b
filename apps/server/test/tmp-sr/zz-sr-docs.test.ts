import { it, expect } from 'vitest';
import { startTestApp } from '../helpers/test-app';
it('docs', async () => {
  const t = await startTestApp({ seed: false });
  const res = await t.request('/api/docs/json');
  expect(res.status).toBe(200);
  const paths = Object.keys(res.body.paths).filter((p) => p.includes('shiprocket') || p.includes('webhooks'));
  console.log(paths);
  console.log(JSON.stringify(res.body.paths['/api/shiprocket/create-order'].post.requestBody).slice(0, 600));
  await t.close();
});
