import { Fragment, type ReactElement, type ReactNode, cloneElement } from 'react';

const TAG = /<(\d)>(.*?)<\/\1>/gs;

/**
 * A translated message with marked words (`I have read the <0>privacy notice</0>`): each `<n>…</n>` becomes
 * `elements[n]` with those words inside, so a link or bold part keeps its place in either language's word order.
 */
export function richText(message: string, ...elements: ReactElement<{ children?: ReactNode }>[]): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    parts.push(message.slice(last, match.index));
    const element = elements[Number(match[1])];
    parts.push(element ? cloneElement(element, { key: match.index }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  parts.push(message.slice(last));
  return <Fragment>{parts}</Fragment>;
}
