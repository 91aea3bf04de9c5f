import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

interface TabItem<Value extends string> {
  value: Value;
  label: string;
  content: ReactNode;
}

interface TabsProps<Value extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
}

/**
 * Views of one screen, one at a time: a tablist (Tab reaches the chosen tab, the arrow keys, Home
 * and End move to another and show it) over the chosen tab's panel; the others are not rendered.
 */
export function Tabs<Value extends string>({ label, tabs, value, onValueChange }: TabsProps<Value>) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => {
        const chosen = tabs.find((tab) => tab.value === next);
        if (chosen) onValueChange(chosen.value);
      }}
    >
      <RadixTabs.List aria-label={label} className="mb-4 flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
