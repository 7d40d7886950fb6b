import { GST_RATES_PERCENT } from '@shop/shared/gst';
import { useState } from 'react';
import type { ProductVariantsResponse } from '@shop/shared/schemas/variants';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/input';
import { useToast } from '../../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../../lib/api-client';
import { useSetGstRule } from '../../api/product-variants';
import { useAdminSettings } from '../../api/settings';

/** ₹2,500 per piece, 18% above: the line for apparel, made-ups and footwear since 22 September 2025 (decision 218). */
const LAW_THRESHOLD = '2500';
const LAW_RATE_ABOVE = '18';

/** The GST "rate by price threshold" rule of one product (docs/decisions/218-gst-rate-by-price-threshold.md). */
export function GstRuleEditor({ productId, rule }: { productId: string; rule: ProductVariantsResponse['gstRule'] }) {
  const [on, setOn] = useState(rule !== null);
  const [threshold, setThreshold] = useState(rule ? String(rule.threshold) : LAW_THRESHOLD);
  const [rateAbove, setRateAbove] = useState(rule ? String(rule.rateAbove) : LAW_RATE_ABOVE);
  const [error, setError] = useState<string | undefined>();
  const rates = useAdminSettings().data?.settings.gstRatesPercent ?? GST_RATES_PERCENT;
  const setRule = useSetGstRule(productId);
  const toast = useToast('product.gstRule');

  function save() {
    const amount = Number(threshold);
    if (on && !(/^\d+(\.\d{1,2})?$/.test(threshold.trim()) && amount > 0)) {
      setError('Give the sale value per piece in rupees, e.g. 2500');
      return;
    }
    setError(undefined);
    setRule.mutate(
      { threshold: on ? amount : null, rateAbove: on ? Number(rateAbove) : null },
      {
        onSuccess: () => toast.success(on ? 'GST rule saved' : 'GST rule removed'),
        onError: (e) => toast.error(getErrorMessage(e, 'The GST rule could not be saved. Please try again.')),
      },
    );
  }

  return (
    <div className="space-y-3">
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-1" checked={on} onChange={(event) => setOn(event.target.checked)} />
        <span>
          GST rate by price (apparel, made-ups, footwear)
          <span className="block text-xs text-slate-500">
            Pieces up to the sale value below take the product&apos;s own GST rate; dearer pieces take the higher rate.
          </span>
        </span>
      </label>
      {on && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label="Up to (₹ per piece, before GST)"
            inputMode="decimal"
            value={threshold}
            error={error}
            onChange={(event) => setThreshold(event.target.value)}
          />
          <SelectField
            label="GST rate above it"
            value={rateAbove}
            onChange={(event) => setRateAbove(event.target.value)}
          >
            {rates.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}%
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <Button variant="outline" onClick={save} isLoading={setRule.isPending}>
        Save GST rule
      </Button>
    </div>
  );
}
