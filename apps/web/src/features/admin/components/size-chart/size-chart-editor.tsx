import { useState } from 'react';
import { sizeChartSchema, type SizeChart } from '@shop/shared/schemas/size-chart';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../../lib/api-client';
import { SizeChartTableEditor, STARTER_CHART } from './size-chart-table-editor';

/**
 * One chart's editor (the category's or the product's): "Add a size chart" when there is none, else the table with
 * Save and Remove. The shared schema checks it before it is sent; the server checks it again.
 */
export function SizeChartEditor({
  saved,
  name,
  startFrom = STARTER_CHART,
  isSaving,
  save,
}: {
  saved: SizeChart | null;
  name: string;
  /** The chart a new one starts as (the product's starts as a copy of its category's). */
  startFrom?: SizeChart;
  isSaving: boolean;
  save: (chart: SizeChart | null) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<SizeChart | null>(saved);
  const [error, setError] = useState<string | undefined>();
  const toast = useToast(`sizeChart.${name}`);

  async function send(chart: SizeChart | null) {
    const checked = chart === null ? null : sizeChartSchema.safeParse(chart);
    if (checked && !checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await save(checked ? checked.data : null);
      setDraft(checked ? checked.data : null);
      toast.success(chart ? 'Size chart saved' : 'Size chart removed');
    } catch (e) {
      toast.error(getErrorMessage(e, 'The size chart could not be saved. Please try again.'));
    }
  }

  if (draft === null)
    return (
      <Button variant="outline" onClick={() => setDraft(startFrom)}>
        Add a size chart
      </Button>
    );
  return (
    <div className="space-y-3">
      <SizeChartTableEditor chart={draft} onChange={setDraft} name={name} />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void send(draft)} isLoading={isSaving}>
          Save size chart
        </Button>
        <Button variant="ghost" onClick={() => (saved ? void send(null) : setDraft(null))} disabled={isSaving}>
          {saved ? 'Remove size chart' : 'Cancel'}
        </Button>
      </div>
    </div>
  );
}
