import { format } from 'node:util';
import { afterAll, afterEach } from 'vitest';

/*
 * A unit or web test fails on a console.error it did not expect (docs/decisions/194-dead-code-and-console-errors.md):
 * React's warnings (duplicate keys, act(), invalid props) and stray network errors print through console.error
 * and would otherwise pass unseen. The message is still printed; the test it happened in (or the file, when it
 * came after the last test) fails with it.
 *
 * A test that expects an error says so by replacing console.error for itself:
 *   vi.spyOn(console, 'error').mockImplementation(() => undefined);
 */

const unexpected: string[] = [];
type Print = (...args: unknown[]) => void;
const original = Reflect.get(console, 'error') as Print;
const print: Print = (...args) => Reflect.apply(original, console, args);

console.error = (...args: unknown[]) => {
  unexpected.push(format(...args));
  print(...args);
};

function failOnUnexpected(where: string) {
  if (unexpected.length === 0) return;
  const messages = unexpected.splice(0).map((message) => `  - ${message.split('\n')[0]}`);
  throw new Error(
    `Unexpected console.error ${where} (mock console.error in a test that expects one):\n${messages.join('\n')}`,
  );
}

afterEach(() => failOnUnexpected('in this test'));
afterAll(() => failOnUnexpected('after the last test of this file'));
