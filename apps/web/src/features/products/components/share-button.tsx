import { buildWhatsAppShareUrl } from '@shop/shared/whatsapp';
import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast/use-toast';
import { cn } from '../../../lib/cn';
import { copyText } from '../utils/copy-text';

/**
 * Share (docs/decisions/134-share-and-lazy-review-form.md): the system share sheet where the browser has the
 * Web Share API (phones), otherwise a small menu with "Copy link" and a WhatsApp link. The link is the page's
 * canonical address, whose server-rendered OpenGraph tags give the preview.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const toast = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const url = () => new URL(path, window.location.origin).href;

  useEffect(() => {
    if (!isOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menuRef.current?.contains(event.target as Node))
        setIsOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [isOpen]);

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

  const onCopy = async () => {
    setIsOpen(false);
    if (await copyText(url())) toast.success('Link copied to clipboard');
    else toast.error('Could not copy the link');
  };

  return (
    <div className="relative" ref={menuRef}>
      <button
        type="button"
        aria-label="Share this product"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        title="Share"
        onClick={() => void onShare()}
        className={cn(buttonClasses('outline', 'icon'), 'h-12 w-12')}
      >
        <Share2 className="h-5 w-5" aria-hidden="true" />
      </button>
      {isOpen && (
        <div
          role="menu"
          aria-label="Share"
          className="absolute right-0 z-20 mt-2 w-52 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <button
            type="button"
            role="menuitem"
            onClick={() => void onCopy()}
            className="flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-50"
          >
            <Link2 className="h-4 w-4" aria-hidden="true" />
            Copy link
          </button>
          <a
            role="menuitem"
            href={buildWhatsAppShareUrl(`${title} ${url()}`)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setIsOpen(false)}
            className="flex w-full items-center gap-2 px-4 py-2.5 text-sm text-slate-700 hover:bg-slate-50"
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            Share on WhatsApp
          </a>
        </div>
      )}
    </div>
  );
}
