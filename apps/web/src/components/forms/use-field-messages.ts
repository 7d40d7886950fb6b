import { useState } from 'react';

/**
 * The one rule for a form's red messages: none before the first submit; from then on they are worked out
 * again from the current values on every render, so a message leaves the moment its field becomes valid
 * (and never lingers until the next submit). `findProblems` returns a message per field, `{}` when all pass;
 * `checkOnSubmit()` marks the submit and returns the problems found now.
 */
export function useFieldMessages(findProblems: () => Record<string, string>) {
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const errors = hasTriedSubmit ? findProblems() : {};
  const checkOnSubmit = () => {
    setHasTriedSubmit(true);
    return findProblems();
  };
  const resetMessages = () => setHasTriedSubmit(false);
  return { errors, checkOnSubmit, resetMessages };
}
