import { LayoutGrid, List } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/i18n';

export type ViewMode = 'grid' | 'list';

const options = [
  { value: 'grid', label: 'view.grid', icon: LayoutGrid },
  { value: 'list', label: 'view.list', icon: List },
] as const;

/** Grid/list switch: two pressed-state buttons in one group. */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useT();
  return (
    <div
      role="group"
      aria-label={t('view.layout')}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
    >
      {options.map(({ value: mode, label, icon: Icon }) => (
        <button
          key={mode}
          type="button"
          aria-label={t(label)}
          aria-pressed={value === mode}
          title={t(label)}
          onClick={() => onChange(mode)}
          className={cn(
            'inline-flex h-9 w-9 items-center justify-center rounded-md transition-colors',
            value === mode ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
