import { NotFoundContent } from '../../components/ui/error-screen';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page Not Found');
  return <NotFoundContent />;
}
