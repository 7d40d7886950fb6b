import { useState } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';

export interface ToastedTaskMessages<T> {
  /** The success toast, or one made from the task's answer. */
  success: string | ((result: T) => string);
  /** The error toast when the server gives no message of its own. */
  failure: string;
  /** Runs after the success toast. */
  onDone?: (result: T) => void;
}

/**
 * A one-off job behind a button (a download, an export, one click on a row): busy while it runs, answered with
 * a toast, the server's message preferred on failure. `key` is the toast key (useToast), so a success replaces
 * the failure of an earlier try.
 */
export function useToastedTask(key?: string) {
  const toast = useToast(key);
  const [isRunning, setIsRunning] = useState(false);
  const run = async <T>(task: () => Promise<T>, messages: ToastedTaskMessages<T>) => {
    setIsRunning(true);
    try {
      const result = await task();
      toast.success(typeof messages.success === 'string' ? messages.success : messages.success(result));
      messages.onDone?.(result);
    } catch (error) {
      toast.error(getErrorMessage(error, messages.failure));
    } finally {
      setIsRunning(false);
    }
  };
  return { isRunning, run };
}
