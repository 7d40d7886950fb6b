export { escapeHtml } from '@shop/shared/html-escape';

/** JSON inside a script element: `<` escaped so `</script>` in a value cannot end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
