import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal, type ModalSize } from './modal';

function Harness({ size }: { size?: ModalSize }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Order Details"
      size={size}
      footer={<button type="button">Ok</button>}
    >
      <p>Body text</p>
    </Modal>
  );
}

describe('Modal', () => {
  afterEach(cleanup);

  it('is a dialog named by its title, with body and footer', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    expect(dialog.getAttribute('data-size')).toBe('md');
    expect(screen.getByText('Body text')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeTruthy();
  });

  it.each(['sm', 'md', 'lg', 'xl'] as const)('supports size %s', (size) => {
    render(<Harness size={size} />);
    expect(screen.getByRole('dialog').getAttribute('data-size')).toBe(size);
  });

  it('closes from its close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
