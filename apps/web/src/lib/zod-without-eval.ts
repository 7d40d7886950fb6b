/**
 * The browser build's `zod` (vite.config.ts points every `import ... from 'zod'` here). zod compiles object
 * parsers with `new Function` where it may; to find out, it calls `Function('')` once, which the shop's
 * Content-Security-Policy (no 'unsafe-eval', on purpose) refuses and reports as a violation on every page that
 * parses anything. Without eval zod takes its interpreted path: same results, no violation.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export default z;
