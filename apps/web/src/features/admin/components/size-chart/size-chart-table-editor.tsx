import { Trash2 } from 'lucide-react';
import type { SizeChart } from '@shop/shared/schemas/size-chart';
import { SIZE_CHART_LIMITS } from '@shop/shared/schemas/size-chart';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';

/** A chart to start from: the columns an Indian apparel label gives, three sizes with empty measurements. */
export const STARTER_CHART: SizeChart = {
  columns: ['Size', 'Chest (in)', 'Length (in)'],
  rows: [
    ['S', '', ''],
    ['M', '', ''],
    ['L', '', ''],
  ],
};

/** The chart as a grid of text boxes: headings on top, one row per size, with rows and columns to add or drop. */
export function SizeChartTableEditor({
  chart,
  onChange,
  name,
}: {
  chart: SizeChart;
  onChange: (chart: SizeChart) => void;
  /** Says whose chart each box belongs to, as two editors share a page ("category", "product"). */
  name: string;
}) {
  const setHeading = (index: number, value: string) =>
    onChange({ ...chart, columns: chart.columns.map((c, i) => (i === index ? value : c)) });
  const setCell = (row: number, column: number, value: string) =>
    onChange({
      ...chart,
      rows: chart.rows.map((cells, r) => (r === row ? cells.map((c, i) => (i === column ? value : c)) : cells)),
    });
  const addRow = () => onChange({ ...chart, rows: [...chart.rows, chart.columns.map(() => '')] });
  const dropRow = (row: number) => onChange({ ...chart, rows: chart.rows.filter((_, r) => r !== row) });
  const addColumn = () =>
    onChange({ columns: [...chart.columns, ''], rows: chart.rows.map((cells) => [...cells, '']) });
  const dropColumn = () =>
    onChange({ columns: chart.columns.slice(0, -1), rows: chart.rows.map((cells) => cells.slice(0, -1)) });

  return (
    <div className="space-y-2">
      <div className="overflow-x-auto">
        <table className="border-collapse text-sm">
          <thead>
            <tr>
              {chart.columns.map((column, index) => (
                <th key={index} scope="col" className="p-1">
                  <Input
                    aria-label={`${name} column ${index + 1} heading`}
                    value={column}
                    maxLength={SIZE_CHART_LIMITS.heading}
                    onChange={(event) => setHeading(index, event.target.value)}
                    className="min-w-24 font-semibold"
                  />
                </th>
              ))}
              <th className="p-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((cells, row) => (
              <tr key={row}>
                {cells.map((cell, column) => (
                  <td key={column} className="p-1">
                    <Input
                      aria-label={`${name} row ${row + 1}, ${chart.columns[column] || `column ${column + 1}`}`}
                      value={cell}
                      maxLength={SIZE_CHART_LIMITS.cell}
                      onChange={(event) => setCell(row, column, event.target.value)}
                      className="min-w-24"
                    />
                  </td>
                ))}
                <td className="p-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${name} row ${row + 1}`}
                    onClick={() => dropRow(row)}
                    disabled={chart.rows.length <= 1}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={addRow} disabled={chart.rows.length >= SIZE_CHART_LIMITS.rows}>
          Add size
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={addColumn}
          disabled={chart.columns.length >= SIZE_CHART_LIMITS.columns}
        >
          Add column
        </Button>
        <Button variant="ghost" size="sm" onClick={dropColumn} disabled={chart.columns.length <= 2}>
          Remove last column
        </Button>
      </div>
    </div>
  );
}
