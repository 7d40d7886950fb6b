import { NotFoundContent } from '../../components/ui/error-screen';
import { pageMeta } from '../../config/page-meta';
import { usePageMeta } from '../../hooks/use-page-meta';

export function NotFoundRoute() {
  usePageMeta(pageMeta.notFound.title, pageMeta.notFound.description);
  return <NotFoundContent />;
}
