import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductOption } from '@shop/shared/schemas/catalog';
import type { ProductDetail } from '../../../lib/products/get-product';
import type { Translator } from '../../../lib/i18n/i18n';
import { INTL_LOCALE } from '@shop/shared/locale';
import { type Choice, choiceOf, variantFor } from '../../../lib/products/variant-choice';

export const VARIANT_PARAM = 'variant';

/**
 * The shopper's choice of options. It starts from `?variant=<id>` (so a shared link and the server-rendered
 * page show that variant) and a complete choice is written back there with replaceState: no history entry
 * per tap, no router navigation (docs/decisions/221-variant-choice-in-the-url.md).
 */
export function useVariantChoice({ options, variants }: ProductDetail) {
  const [searchParams] = useSearchParams();
  const [choice, setChoice] = useState<Choice>(() => {
    const wanted = searchParams.get(VARIANT_PARAM);
    return choiceOf(options, variants.find((v) => v._id === wanted && v.optionValues.length > 0) ?? null);
  });

  const pick = useCallback(
    (index: number, value: string) => {
      const next = choice.map((current, i) => (i === index ? value : current));
      setChoice(next);
      const url = new URL(window.location.href);
      const variant = variantFor(variants, next);
      if (variant) url.searchParams.set(VARIANT_PARAM, variant._id);
      else url.searchParams.delete(VARIANT_PARAM);
      // The router's own state (its key) is kept, so Back and scroll restoration still work.
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    },
    [choice, variants],
  );

  const variant = options.length > 0 ? variantFor(variants, choice) : (variants[0] ?? null);
  return { choice, pick, variant };
}

/** "Please choose a size and colour." for the options not chosen yet; null when the choice is complete. */
export function missingChoiceMessage(
  options: readonly ProductOption[],
  choice: Choice,
  { locale, t }: Translator,
): string | null {
  const missing = options.filter((_, i) => !choice[i]).map((option) => option.name.toLowerCase());
  if (missing.length === 0) return null;
  // "size and colour" ("size और colour"): the option names are the merchant's words.
  const list = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(missing);
  return t('product.choose', { options: list });
}
