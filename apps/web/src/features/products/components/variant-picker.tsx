import type { ProductOption, ProductVariant } from '@shop/shared/schemas/catalog';
import { cn } from '../../../lib/cn';
import { type Choice, isColourOption, valueState, type ValueState } from '../../../lib/products/variant-choice';
import { SizeChartButton } from './size-chart-button';
import { useT } from '../../../lib/i18n/i18n';

/*
 * Literal class names (Tailwind ships only classes it finds in the source; a class, unlike a style attribute,
 * passes the Content-Security-Policy of server-rendered pages). A colour whose name has none of these words
 * is shown by its name alone.
 */
const SWATCHES: readonly [RegExp, string][] = [
  [/maroon|wine|burgundy/, 'bg-red-900'],
  [/navy/, 'bg-blue-900'],
  [/red|rust/, 'bg-red-600'],
  [/pink|rose|peach/, 'bg-pink-400'],
  [/orange|saffron/, 'bg-orange-500'],
  [/mustard|gold/, 'bg-yellow-600'],
  [/yellow/, 'bg-yellow-400'],
  [/olive/, 'bg-lime-800'],
  [/green|mint/, 'bg-green-600'],
  [/teal|turquoise/, 'bg-teal-600'],
  [/indigo/, 'bg-indigo-700'],
  [/blue/, 'bg-blue-600'],
  [/purple|violet|lavender/, 'bg-purple-600'],
  [/brown|tan|coffee/, 'bg-amber-800'],
  [/beige|cream|ivory|off.?white/, 'bg-amber-100'],
  [/white/, 'bg-white'],
  [/black|charcoal/, 'bg-slate-900'],
  [/gr[ae]y|silver/, 'bg-slate-400'],
];

function swatchClass(value: string): string | null {
  const name = value.toLowerCase();
  return SWATCHES.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

function OptionValue({
  value,
  state,
  isChosen,
  isColour,
  onPick,
}: {
  value: string;
  state: ValueState;
  isChosen: boolean;
  isColour: boolean;
  onPick: () => void;
}) {
  const { t } = useT();
  const isBlocked = state !== 'available';
  const swatch = isColour ? swatchClass(value) : null;
  return (
    <button
      type="button"
      aria-pressed={isChosen}
      // Focusable and announced ("M, out of stock"), but not choosable: aria-disabled instead of disabled.
      aria-disabled={isBlocked || undefined}
      aria-label={
        isBlocked ? t(state === 'sold-out' ? 'variant.soldOut' : 'variant.unavailable', { value }) : undefined
      }
      onClick={isBlocked ? undefined : onPick}
      data-state={state}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium transition-colors',
        isChosen ? 'border-brand-600 bg-brand-50 text-brand-800 ring-2 ring-brand-600' : 'border-slate-300 bg-white',
        isBlocked
          ? 'cursor-not-allowed border-dashed text-slate-400 line-through'
          : !isChosen && 'text-slate-800 hover:border-slate-500',
      )}
    >
      {swatch && (
        <span
          aria-hidden="true"
          className={cn('h-5 w-5 shrink-0 rounded-full ring-1 ring-slate-300', swatch, isBlocked && 'opacity-40')}
        />
      )}
      {value}
    </button>
  );
}

/** One group of buttons per option (Size, Colour); colours with a swatch. Sold-out values are struck through. */
export function VariantPicker({
  options,
  variants,
  choice,
  onPick,
  missingMessage,
  sizeChart,
}: {
  /** Set when the product or its category has a size chart: offered beside the Size option (decision 254). */
  sizeChart?: { productId: string; productName: string };
  options: readonly ProductOption[];
  variants: readonly ProductVariant[];
  choice: Choice;
  onPick: (index: number, value: string) => void;
  /** Shown after Add to Cart was pressed with an option not chosen. */
  missingMessage: string | null;
}) {
  return (
    <div className="space-y-4" data-testid="variant-picker">
      {options.map((option, index) => {
        const chosen = choice[index] ?? null;
        const labelId = `option-${index}-label`;
        return (
          <div key={option.name} role="group" aria-labelledby={labelId}>
            <div className="mb-2 flex flex-wrap items-center justify-between gap-x-4">
              <p id={labelId} className="text-sm font-medium text-slate-700">
                {option.name}
                {chosen && <span className="font-normal text-slate-600">: {chosen}</span>}
              </p>
              {sizeChart && /^size$/i.test(option.name.trim()) && <SizeChartButton {...sizeChart} />}
            </div>
            <div className="flex flex-wrap gap-2">
              {option.values.map((value) => (
                <OptionValue
                  key={value}
                  value={value}
                  state={valueState(variants, choice, index, value)}
                  isChosen={chosen === value}
                  isColour={isColourOption(option)}
                  onPick={() => onPick(index, value)}
                />
              ))}
            </div>
          </div>
        );
      })}
      {missingMessage && (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="variant-missing">
          {missingMessage}
        </p>
      )}
    </div>
  );
}
