import { useState } from 'react';
import { productOptionsInputSchema } from '@shop/shared/schemas/variants';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ErrorPanel } from '../../../../components/ui/error-screen';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TitledSection } from '../../../../components/ui/titled-section';
import { useToast } from '../../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../../lib/api-client';
import { useProductVariants, useSetProductOptions } from '../../api/product-variants';
import { discardedByOptions } from '../../utils/variant-grid';
import { GstRuleEditor } from './gst-rule-editor';
import { OptionsEditor, toOptionDrafts, type OptionDraft } from './options-editor';
import { VariantGrid } from './variant-grid';

const units = (n: number) => `${n.toLocaleString('en-IN')} unit${n === 1 ? '' : 's'}`;

/**
 * "Options and variants" of the edit page (docs/decisions/217-product-variants.md): the options editor that
 * generates the grid, the grid itself and the GST rule. Changing options deletes the variants that no longer
 * exist with their stock, so the admin confirms when any stock would go.
 */
export function ProductVariantsSection({ productId, productImages }: { productId: string; productImages: string[] }) {
  const query = useProductVariants(productId);
  const setOptions = useSetProductOptions(productId);
  const toast = useToast('product.options');
  const [drafts, setDrafts] = useState<OptionDraft[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();

  if (query.isPending) return <Skeleton className="h-40" />;
  if (query.isError)
    return (
      <ErrorPanel
        title="Variants not loaded"
        message={getErrorMessage(query.error, 'The variants could not be loaded')}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data;
  const options = drafts ?? toOptionDrafts(data.options);
  const trimmed = options.map((o) => ({ name: o.name.trim(), values: o.values }));
  const discarded = discardedByOptions(data.variants, trimmed);

  function send() {
    setOptions.mutate(
      { options: trimmed },
      {
        onSuccess: (answer) => {
          setDrafts(null);
          setConfirming(false);
          toast.success(`Options saved: ${answer.variants.length} variant${answer.variants.length === 1 ? '' : 's'}`);
        },
        onError: (e) => {
          setConfirming(false);
          toast.error(getErrorMessage(e, 'The options could not be saved. Please try again.'));
        },
      },
    );
  }

  function submit() {
    const checked = productOptionsInputSchema.safeParse({ options: trimmed });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (discarded.units > 0) setConfirming(true);
    else send();
  }

  return (
    <div className="space-y-6">
      <TitledSection id="product-options" title="Options and variants" className="space-y-3">
        <p className="text-sm text-slate-600">
          Sizes, colours or materials: up to three options. Saving them makes one variant for every combination;
          combinations you keep keep their stock, SKU and prices.
        </p>
        <OptionsEditor options={options} onChange={setDrafts} />
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={submit} isLoading={setOptions.isPending && !confirming} disabled={drafts === null}>
            Save options and make variants
          </Button>
          {drafts !== null && (
            <Button variant="ghost" onClick={() => setDrafts(null)}>
              Undo option changes
            </Button>
          )}
        </div>
      </TitledSection>

      <TitledSection id="product-variant-grid" title={`Variants (${data.variants.length})`} className="space-y-3">
        <VariantGrid
          key={data.variants.map((v) => v._id).join('|')}
          productId={productId}
          variants={data.variants}
          productImages={productImages}
        />
      </TitledSection>

      <TitledSection id="product-gst-rule" title="GST by price" className="space-y-3">
        <GstRuleEditor productId={productId} rule={data.gstRule} />
      </TitledSection>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard stock of removed variants?"
        confirmLabel="Change options"
        cancelLabel="Keep current options"
        isPending={setOptions.isPending}
        onConfirm={send}
      >
        These options remove {discarded.count} variant{discarded.count === 1 ? '' : 's'} holding{' '}
        {units(discarded.units)} of stock. That stock is discarded; enter stock for the new variants next.
      </ConfirmDialog>
    </div>
  );
}
