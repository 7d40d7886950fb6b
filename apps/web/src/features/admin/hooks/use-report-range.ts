import { useState } from 'react';
import type { SalesPeriod } from '../types';
import { periodRange, rangeProblem } from '../utils/dates';

export type PeriodChoice = SalesPeriod | 'custom';

/** A period, or dates picked by hand (which turn the choice into 'Custom range'), and what is wrong with them. */
export function useReportRange() {
  const [choice, setChoice] = useState<PeriodChoice>('month');
  const [range, setRange] = useState(() => periodRange('month'));
  const problem = rangeProblem(range.startDate, range.endDate);

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    if (next !== 'custom') setRange(periodRange(next));
  };

  const setDate = (edge: 'startDate' | 'endDate', value: string) => {
    setChoice('custom');
    setRange((current) => ({ ...current, [edge]: value }));
  };

  return { choice, choose, range, setDate, problem, isRangeValid: problem === null };
}

export type ReportRange = ReturnType<typeof useReportRange>;
