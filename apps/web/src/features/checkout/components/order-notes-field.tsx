import { ORDER_NOTES_MAX } from '@shop/shared/schemas/order';
import { Label } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/i18n';

/** Free text for the shop and the courier (landmark, timing). */
export function OrderNotesField({ value, onChange }: { value: string; onChange: (notes: string) => void }) {
  const { t } = useT();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <Label htmlFor="checkout-notes">{t('checkout.notes')}</Label>
      <textarea
        id="checkout-notes"
        name="notes"
        rows={3}
        maxLength={ORDER_NOTES_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('checkout.notesPlaceholder')}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:bg-slate-100"
      />
    </section>
  );
}
