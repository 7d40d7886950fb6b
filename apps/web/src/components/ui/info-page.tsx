import type { ReactNode } from 'react';
import type { PageMeta } from '../../config/page-meta';
import { useOwnPageMeta } from '../../hooks/use-page-meta';
import type { MessageKey } from '../../lib/i18n/i18n';
import { PageHeader } from './page-header';

/**
 * A page of the shop's own (about, contact, terms, privacy, grievance): its title and description in the head,
 * its header (the page's title unless `title` says otherwise), then the content; pages meant for reading keep
 * to a column `width` wide.
 */
export function InfoPage({
  meta,
  title,
  subtitle,
  width,
  children,
}: {
  meta: PageMeta & { title: MessageKey };
  title?: string;
  subtitle: string;
  width?: 'max-w-3xl' | 'max-w-4xl';
  children: ReactNode;
}) {
  const text = useOwnPageMeta(meta);
  const page = (
    <>
      <PageHeader title={title ?? text.title ?? ''} subtitle={subtitle} />
      {children}
    </>
  );
  return <div className="container-page py-8">{width ? <div className={`mx-auto ${width}`}>{page}</div> : page}</div>;
}
