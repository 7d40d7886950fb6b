import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

describe('richText', () => {
  it('puts the marked words inside the given element, where the language puts them', () => {
    const { container } = render(<p>{richText('मैंने <0>प्राइवेसी नोटिस</0> पढ़ लिया है', <a href="/privacy" />)}</p>);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/privacy');
    expect(link?.textContent).toBe('प्राइवेसी नोटिस');
    expect(container.textContent).toBe('मैंने प्राइवेसी नोटिस पढ़ लिया है');
  });

  it('leaves a message without marks as it is', () => {
    const { container } = render(<p>{richText('Order #AB12 will be cancelled')}</p>);
    expect(container.textContent).toBe('Order #AB12 will be cancelled');
    expect(container.querySelector('p')?.children).toHaveLength(0);
  });
});
