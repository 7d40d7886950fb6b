/** Joins the truthy class names; enough for our components, which append classes and never override them. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
