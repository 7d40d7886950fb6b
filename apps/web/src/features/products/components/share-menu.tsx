import { buildWhatsAppShareUrl } from '@shop/shared/share-link';
import { Link2, MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast';
import { copyText } from '../utils/copy-text';
import { useT } from '../../../lib/i18n/i18n';

const item = 'flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-50';

/** The share fallback without the Web Share API: copy the link, or send it on WhatsApp (decision 134). */
export function ShareMenu({ title, url, onClose }: { title: string; url: string; onClose: () => void }) {
  const toast = useToast();
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Closed by Escape or a press outside it (the share button's own press toggles it).
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key === 'Escape') onClose();
      } else if (!ref.current?.parentElement?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [onClose]);

  const onCopy = async () => {
    onClose();
    if (await copyText(url)) toast.success(t('share.copied'));
    else toast.error(t('share.copyFailed'));
  };

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={t('share.menu')}
      className="absolute right-0 z-20 mt-2 w-52 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
    >
      <button type="button" role="menuitem" onClick={() => void onCopy()} className={item}>
        <Link2 className="h-4 w-4" aria-hidden="true" />
        {t('share.copy')}
      </button>
      <a
        role="menuitem"
        href={buildWhatsAppShareUrl(`${title} ${url}`)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClose}
        className={item}
      >
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        {t('share.whatsapp')}
      </a>
    </div>
  );
}
