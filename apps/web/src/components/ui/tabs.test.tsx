import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

afterEach(cleanup);

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="one" onValueChange={onValueChange}>
      <TabList aria-label="Things">
        <Tab value="one">One</Tab>
        <Tab value="two">Two</Tab>
        <Tab value="three">Three</Tab>
      </TabList>
      <TabPanel value="one">First</TabPanel>
      <TabPanel value="two">Second</TabPanel>
      <TabPanel value="three">Third</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the selected panel only, labelled by its tab', () => {
    render(<Example />);
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('First');
    fireEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel', { name: 'Three' }).textContent).toBe('Third');
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('tabindex')).toBe('-1');
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', () => {
    const seen: string[] = [];
    render(<Example onValueChange={(value) => seen.push(value)} />);
    const one = screen.getByRole('tab', { name: 'One' });
    fireEvent.keyDown(one, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(seen).toEqual(['three', 'one', 'three', 'one']);
    expect(screen.getByRole('tabpanel').textContent).toBe('First');
  });
});
