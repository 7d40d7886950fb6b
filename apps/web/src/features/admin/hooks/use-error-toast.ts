import { useEffect } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast';

/** One error toast per failed load (docs/product.md#messages: 'Failed to fetch users', ...). */
export function useErrorToast(error: unknown, message: string): void {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(message);
  }, [error, message, toast]);
}
