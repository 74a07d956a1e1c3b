import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RoutedTab<T extends string> {
  value: T;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * A page's tabs, each with its own address: choosing one navigates (`onChange`), and the address says
 * which is shown. Only the shown panel is mounted.
 */
export function RoutedTabs<T extends string>({
  value,
  tabs,
  label,
  onChange,
}: {
  value: T;
  tabs: readonly RoutedTab<T>[];
  /** The tab list's accessible name. */
  label: string;
  onChange: (next: T) => void;
}) {
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next as T)} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
