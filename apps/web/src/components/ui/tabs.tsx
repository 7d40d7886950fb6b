import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useState } from 'react';

/**
 * WAI-ARIA tabs (tablist, tab, tabpanel; arrow keys, Home and End move and select) in a few hundred bytes:
 * public pages ship without Radix so their first JavaScript stays within budget (decision 081). Styling
 * hooks match Radix's: `data-state="active" | "inactive"` on tabs and panels.
 */
interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tab and TabPanel must be inside Tabs');
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  value: controlledValue,
  defaultValue = '',
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = controlledValue ?? ownValue;
  const select = (next: string) => {
    if (next === value) return;
    if (controlledValue === undefined) setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value, select }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

function onTabListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const index = tabs.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  const target = {
    ArrowRight: tabs[(index + 1) % tabs.length],
    ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
    Home: tabs[0],
    End: tabs.at(-1),
  }[event.key];
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.click();
}

export function TabList({
  className,
  children,
  ...aria
}: {
  className?: string;
  children: ReactNode;
  'aria-label': string;
}) {
  return (
    <div role="tablist" aria-orientation="horizontal" className={className} onKeyDown={onTabListKeyDown} {...aria}>
      {children}
    </div>
  );
}

export function Tab({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  const isActive = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={isActive}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={isActive ? 0 : -1}
      data-state={isActive ? 'active' : 'inactive'}
      className={className}
      onClick={() => tabs.select(value)}
    >
      {children}
    </button>
  );
}

/** Only the selected panel is rendered (one tabpanel on the page, as with Radix). */
export function TabPanel({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      data-state="active"
      className={className}
    >
      {children}
    </div>
  );
}
