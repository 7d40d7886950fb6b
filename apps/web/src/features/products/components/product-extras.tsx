import { useBrowserWords } from '../../../lib/i18n/browser-words';
import { MESSAGES } from '@shop/shared/messages';
import type { DeliveryEstimate } from '@shop/shared/schemas/delivery-estimate';
import type { StockAlertResponse } from '@shop/shared/schemas/stock-alerts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, Input } from '../../../components/ui/input';
import { api, getErrorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { formatDeliveryDay } from '../../../lib/format';
import { rememberPincode } from '../../../lib/remembered-pincode';
import { type Translator, useT } from '../../../lib/i18n/i18n';

/**
 * The product page's lazy part (product-extras-slot.tsx loads it on first use): the PIN check's answer
 * (docs/decisions/211-pin-check-on-the-product-page.md) and the "Notify me when back in stock" form (212).
 */
export interface DeliveryCheckResultProps {
  productId: string;
  pin: string;
  input: RefObject<HTMLInputElement | null>;
}

/** "Delivery by Thu, 4 Dec to 560001 · COD available", or why not, in the page's language. */
export function deliveryLine(estimate: DeliveryEstimate, { t, locale }: Translator): string {
  const pin = estimate.pincode;
  if (!estimate.serviceable) return t('pin.none', { pin });
  const day = estimate.deliveryDate ? formatDeliveryDay(estimate.deliveryDate, locale) : '';
  const when = day ? t('pin.by', { day, pin }) : t('pin.yes', { pin });
  return `${when} · ${estimate.codAvailable ? t('pin.cod') : t('pin.noCod')}`;
}

export function DeliveryCheckResult({ productId, pin, input }: DeliveryCheckResultProps) {
  const translator = useT();
  const { t } = translator;
  const pincode = pin.trim();
  const isValid = /^[1-9]\d{5}$/.test(pincode);
  // The shared schema's message in the page's language (decision 203), fetched only once a PIN code is refused.
  const { ready, word } = useBrowserWords(!isValid && pincode !== '');
  const query = useQuery({
    queryKey: ['delivery-estimate', pincode, productId],
    queryFn: ({ signal }) =>
      api.get<DeliveryEstimate>(`/shiprocket/delivery-estimate?pincode=${pincode}&productId=${productId}`, { signal }),
    enabled: isValid,
    staleTime: 10 * 60_000,
    retry: false,
  });
  useEffect(() => {
    input.current?.setAttribute('aria-invalid', String(!isValid));
    if (isValid) rememberPincode(pincode);
  }, [input, isValid, pincode]);

  if (!isValid)
    return (
      <span className="text-red-600" data-testid="pin-check-message">
        {!pincode ? t('pin.enter') : ready ? word(MESSAGES.invalidPincode) : null}
      </span>
    );
  if (query.isPending) return <span className="text-slate-500">{t('pin.checking', { pin: pincode })}</span>;
  if (query.isError) return <span className="text-slate-600">{getErrorMessage(query.error, t('pin.failed'))}</span>;
  const estimate = query.data;
  return (
    <span
      data-testid="pin-check-message"
      className={estimate.serviceable ? 'font-medium text-green-700' : 'font-medium text-red-600'}
    >
      {deliveryLine(estimate, translator)}
    </span>
  );
}

export interface StockAlertFormProps {
  productId: string;
}

/** The request form, opened from the sold-out product's "Notify me" button: a guest types an address. */
export function StockAlertForm({ productId }: StockAlertFormProps) {
  const { t } = useT();
  const user = useUser().data;
  const [email, setEmail] = useState(user?.email ?? '');
  const request = useMutation({
    // The back-in-stock mail is written in the page's language (decision 233), which every API call carries.
    mutationFn: () => api.post<StockAlertResponse>('/wishlist/stock-alerts', { productId, email }),
  });
  if (request.isSuccess)
    return (
      <p role="status" className="text-sm font-medium text-green-700">
        {request.data.message}
      </p>
    );
  const error = request.isError ? getErrorMessage(request.error, t('alert.failed')) : undefined;
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate();
      }}
    >
      <FormField label={t('alert.label')} error={error} className="flex-1">
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" isLoading={request.isPending} className={error ? 'sm:mb-7' : undefined}>
        {t('alert.submit')}
      </Button>
    </form>
  );
}
