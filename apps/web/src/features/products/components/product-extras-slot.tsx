import { type ComponentType, useEffect, useRef, useState } from 'react';
import { rememberedPincode } from '../../../lib/remembered-pincode';
import type { DeliveryCheckResultProps, StockAlertFormProps } from './product-extras';
import { useT, withMessages } from '../../../lib/i18n/i18n';

/**
 * The product page's PIN check and "Notify me when back in stock" (docs/decisions/211, 212). Their code is not
 * part of the page's first JavaScript (081): the server renders the field and the button from here, and the rest
 * is fetched when the shopper focuses or presses them (or at once for a remembered PIN). The field is an
 * uncontrolled input, so what was typed before the code arrived, or before hydration (080), stays.
 */
interface Extras {
  DeliveryCheckResult: ComponentType<DeliveryCheckResultProps>;
  StockAlertForm: ComponentType<StockAlertFormProps>;
}
let extras: Promise<Extras> | undefined;
const loadExtras = () =>
  (extras ??= withMessages('below', import('./product-extras')).then((m) => ({
    DeliveryCheckResult: m.DeliveryCheckResult,
    StockAlertForm: m.StockAlertForm,
  })));

function useExtras(): [Extras | null, () => void] {
  const [loaded, setLoaded] = useState<Extras | null>(null);
  return [loaded, () => void loadExtras().then(setLoaded)];
}

const RESULT_ID = 'pin-check-result';

export function DeliveryCheckSlot({ productId }: { productId: string }) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState<string | null>(null);
  const [loaded, load] = useExtras();
  const check = () => {
    load();
    setPin(input.current!.value);
  };
  useEffect(() => {
    const saved = rememberedPincode();
    if (saved && !input.current!.value) {
      input.current!.value = saved;
      check();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);
  return (
    <form
      className="border-t border-slate-200 pt-4"
      noValidate
      onFocus={load}
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <label htmlFor="pin-check" className="text-sm font-medium text-slate-700">
        {t('pin.label')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id="pin-check"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('pin.placeholder')}
          aria-describedby={RESULT_ID}
          className="h-10 w-40 rounded-lg border border-slate-300 px-3 text-sm"
        />
        <button
          type="submit"
          className="h-10 rounded-lg border border-slate-300 px-4 text-sm font-medium text-brand-700"
        >
          {t('pin.check')}
        </button>
      </div>
      <p id={RESULT_ID} role="status" className="mt-1.5 text-sm">
        {loaded && pin !== null && (
          <loaded.DeliveryCheckResult key={pin} productId={productId} pin={pin} input={input} />
        )}
      </p>
    </form>
  );
}

export function StockAlertSlot({ productId }: { productId: string }) {
  const { t } = useT();
  const [isOpen, setIsOpen] = useState(false);
  const [loaded, load] = useExtras();
  if (isOpen && loaded) return <loaded.StockAlertForm productId={productId} />;
  return (
    <button
      type="button"
      className="h-10 rounded-lg border border-brand-600 px-4 text-sm font-medium text-brand-700"
      onPointerEnter={load}
      onClick={() => {
        load();
        setIsOpen(true);
      }}
    >
      {t('product.notify')}
    </button>
  );
}
