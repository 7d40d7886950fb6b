import { useQuery } from '@tanstack/react-query';
import type { PublicSizeChart } from '@shop/shared/schemas/size-chart';
import { Modal } from '../../../components/ui/modal';
import { api, getErrorMessage } from '../../../lib/api-client';
import { productKeys } from '../../../lib/products/product-keys';
import { useT } from '../../../lib/i18n/i18n';

/** The size chart table (docs/decisions/254-size-charts.md), fetched when the dialog opens. */
export function SizeChartDialog({
  productId,
  productName,
  open,
  onOpenChange,
}: {
  productId: string;
  productName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const chart = useQuery({
    queryKey: [...productKeys.detail(productId), 'size-chart'],
    queryFn: ({ signal }) =>
      api.get<PublicSizeChart>(`/products/${encodeURIComponent(productId)}/size-chart`, { signal }),
  });
  const table = chart.data?.chart;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('sizeChart.open')}
      description={t('sizeChart.for', { name: productName })}
      size="md"
    >
      {chart.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('sizeChart.loading')}
        </p>
      ) : chart.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(chart.error, t('sizeChart.failed'))}
        </p>
      ) : !table ? (
        <p className="text-sm text-slate-600">{t('sizeChart.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm" data-testid="size-chart-table">
            <thead>
              <tr className="border-b border-slate-300 bg-slate-50">
                {table.columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap text-slate-800">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([size, ...cells]) => (
                <tr key={size} className="border-b border-slate-200">
                  <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                    {size}
                  </th>
                  {cells.map((cell, index) => (
                    <td key={index} className="px-3 py-2 text-slate-700">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
