import type { Category } from '@shop/shared/schemas/catalog';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n/i18n';

const chip =
  'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors';

/** 'All' plus one button per category; the choice lives in the URL (`?category=`). */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
  isLoading,
}: {
  categories: readonly Category[];
  selected: string;
  onSelect: (category: string) => void;
  isLoading?: boolean;
}) {
  const isSelected = (name: string) => selected.toLowerCase() === name.toLowerCase();
  const groupRef = useRef<HTMLDivElement>(null);

  // On small screens the buttons scroll sideways: bring the chosen one into view (never the page vertically).
  // Not over the shopper's own swipe: a server-rendered page is on screen before it hydrates, and a row swiped
  // by then must stay where the finger left it, or the chip under the finger moves away mid-tap.
  const hasRun = useRef(false);
  useEffect(() => {
    const group = groupRef.current;
    const isFirstRun = !hasRun.current;
    hasRun.current = true;
    const active = group?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!group || !active || group.scrollWidth <= group.clientWidth) return;
    if (isFirstRun && group.scrollLeft !== 0) return;
    group.scrollLeft = active.offsetLeft - group.offsetLeft - (group.clientWidth - active.offsetWidth) / 2;
  }, [selected, categories.length]);
  const { t } = useT();
  // Shown in the page's language (decision 258), chosen by the English name the URL keeps.
  const options = [
    { key: '', label: t('shop.all') },
    ...categories.map((c) => ({ key: c.name, label: c.label ?? c.name })),
  ];
  return (
    <div
      ref={groupRef}
      role="group"
      aria-label={t('shop.byCategory')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {options.map(({ key, label }) => {
        const isActive = key === '' ? selected === '' : isSelected(key);
        return (
          <button
            key={key || 'all'}
            type="button"
            aria-pressed={isActive}
            onClick={() => onSelect(key)}
            className={cn(
              chip,
              isActive
                ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700',
            )}
          >
            {label}
          </button>
        );
      })}
      {isLoading &&
        Array.from({ length: 5 }, (_, i) => (
          <span key={i} aria-hidden="true" className="h-9 w-24 shrink-0 animate-pulse rounded-full bg-slate-200" />
        ))}
    </div>
  );
}
