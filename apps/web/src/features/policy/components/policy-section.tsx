import type { ReactNode } from 'react';

/** One titled part of a policy or of the terms; `level` fits it into the page's outline. */
export function PolicySection({
  title,
  level: Heading = 'h3',
  children,
}: {
  title: string;
  level?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      <div className="space-y-2 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
