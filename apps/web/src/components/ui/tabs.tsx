import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex } from './tabs-logic';

export type TabDefinition = { id: string; label: ReactNode; panel: ReactNode };

interface TabsProps {
  tabs: TabDefinition[];
  /** Names the tab list for screen readers. */
  label: string;
  /** Class prefix of the list, tabs and panels (`<prefix>__list`, `__tab`, `__panel`). */
  classPrefix?: string;
}

/**
 * Tabs after the WAI-ARIA pattern with automatic activation: one tab stop, arrow keys (and Home/End)
 * move and select, the panel follows in the tab order. Own component instead of react-aria's
 * `Tabs` because that brings its collection and selection code (≈ 17 KB gzip) to the staff start
 * page (decision 008); a two-tab switch needs none of it.
 */
export function Tabs({ tabs, label, classPrefix = 'tabs' }: TabsProps) {
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextTabIndex(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    setSelectedId(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  return (
    <div className={classPrefix}>
      <div role="tablist" aria-label={label} className={`${classPrefix}__list`}>
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              data-selected={selected || undefined}
              className={`${classPrefix}__tab`}
              onClick={() => setSelectedId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        // Inactive panels stay out of the DOM, as with react-aria: their lists load when opened.
        tab.id === selectedId && (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${tab.id}`}
            aria-labelledby={`${baseId}-tab-${tab.id}`}
            tabIndex={0}
            className={`${classPrefix}__panel`}
          >
            {tab.panel}
          </div>
        )
      ))}
    </div>
  );
}
