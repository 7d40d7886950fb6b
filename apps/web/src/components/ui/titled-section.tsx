import type { ReactNode } from 'react';

/** The heading of a section of a page under the page's own title (related products, reviews). */
export const PAGE_SECTION_HEADING = 'mb-5 text-xl font-bold text-slate-900 sm:text-2xl';

/**
 * A section (or a form's fieldset, or a list of links) named by its own h2, so assistive technology lists it
 * by that title.
 * The heading has the panels' look unless `headingClassName` says otherwise.
 */
export function TitledSection({
  id,
  title,
  as: Tag = 'section',
  className,
  headingClassName = 'text-lg font-semibold text-slate-900',
  children,
}: {
  id: string;
  title: ReactNode;
  as?: 'section' | 'fieldset' | 'nav';
  className?: string;
  headingClassName?: string;
  children?: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
