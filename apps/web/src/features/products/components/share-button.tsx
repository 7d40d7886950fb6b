import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useT, withMessages } from '../../../lib/i18n/i18n';

// The fallback menu loads on first use: phones have the share sheet, and the page's first load stays small.
const ShareMenu = lazy(() => withMessages('below', import('./share-menu')).then((m) => ({ default: m.ShareMenu })));

/**
 * Share (docs/decisions/134-share-and-lazy-review-form.md): the system share sheet where the browser has the
 * Web Share API (phones), otherwise a small menu with "Copy link" and a WhatsApp link. The link is the page's
 * canonical address, whose server-rendered OpenGraph tags give the preview.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useT();
  const [isOpen, setIsOpen] = useState(false);
  const url = () => new URL(path, window.location.origin).href;

  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: url() });
        return;
      } catch (error) {
        // The shopper closed the sheet: nothing to do. Any other failure falls back to the menu.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setIsOpen(!isOpen);
  };

  return (
    <div className="relative">
      <button
        type="button"
        aria-label={t('product.share')}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        title={t('product.shareTitle')}
        onClick={() => void onShare()}
        className={cn(buttonClasses('outline', 'icon'), 'h-12 w-12')}
      >
        <Share2 className="h-5 w-5" aria-hidden="true" />
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <ShareMenu title={title} url={url()} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
