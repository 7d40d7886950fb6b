import { NotFoundContent } from '../../components/ui/error-screen';
import { pageMeta } from '../../config/page-meta';
import { useOwnPageMeta } from '../../hooks/use-page-meta';

export function NotFoundRoute() {
  useOwnPageMeta(pageMeta.notFound);
  return <NotFoundContent />;
}
