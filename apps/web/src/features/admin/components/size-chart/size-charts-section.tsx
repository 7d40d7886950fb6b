import { ErrorPanel } from '../../../../components/ui/error-screen';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TitledSection } from '../../../../components/ui/titled-section';
import { getErrorMessage } from '../../../../lib/api-client';
import { useSaveCategorySizeChart, useSaveProductSizeChart, useSizeCharts } from '../../api/size-charts';
import { SizeChartEditor } from './size-chart-editor';

/**
 * "Size chart" of the edit page (docs/decisions/254-size-charts.md): the category's chart, shown on every product of
 * it, and this product's own, which wins over it. The shop shows it beside the size picker.
 */
export function SizeChartsSection({ productId }: { productId: string }) {
  const query = useSizeCharts(productId);
  const saveProduct = useSaveProductSizeChart(productId);
  const saveCategory = useSaveCategorySizeChart(query.data?.categoryId ?? '');

  if (query.isPending) return <Skeleton className="h-32" />;
  if (query.isError)
    return (
      <ErrorPanel
        title="Size charts not loaded"
        message={getErrorMessage(query.error, 'The size charts could not be loaded')}
        onRetry={() => void query.refetch()}
      />
    );
  const { category, product, categoryName, categoryId } = query.data;
  return (
    <div className="space-y-6">
      <TitledSection id="category-size-chart" title={`Size chart of ${categoryName}`} className="space-y-3">
        <p className="text-sm text-slate-600">
          Shown beside the size picker of every product in {categoryName} that has no size chart of its own.
        </p>
        <SizeChartEditor
          key={`${categoryId}:${JSON.stringify(category)}`}
          name="Category"
          saved={category}
          isSaving={saveCategory.isPending}
          save={async (chart) => {
            await saveCategory.mutateAsync(chart);
            await query.refetch();
          }}
        />
      </TitledSection>
      <TitledSection id="product-size-chart" title="This product's own size chart" className="space-y-3">
        <p className="text-sm text-slate-600">
          {product
            ? `Shown instead of the chart of ${categoryName}.`
            : `Optional: give one when this product fits differently from the rest of ${categoryName}.`}
        </p>
        <SizeChartEditor
          key={JSON.stringify(product)}
          name="Product"
          saved={product}
          startFrom={category ?? undefined}
          isSaving={saveProduct.isPending}
          save={(chart) => saveProduct.mutateAsync(chart)}
        />
      </TitledSection>
    </div>
  );
}
