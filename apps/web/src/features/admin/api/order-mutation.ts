import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys';

/**
 * A write to one order: whatever its outcome, the order lists and the dashboard figures (counts, revenue)
 * are refetched, since either may now be out of date.
 */
export function useOrderMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
