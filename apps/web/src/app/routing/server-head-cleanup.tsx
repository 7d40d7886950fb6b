import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PAGE_HEAD_ATTRIBUTE } from '../../ssr/page-head-attribute';

/** The server's canonical link, OpenGraph tags and JSON-LD describe the first page only. */
export function ServerHeadCleanup() {
  const { pathname, search } = useLocation();
  const [firstUrl] = useState(pathname + search);
  useEffect(() => {
    if (pathname + search === firstUrl) return;
    for (const tag of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) tag.remove();
  }, [pathname, search, firstUrl]);
  return null;
}
