import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

export interface ContextMenuAction {
  id: string;
  label: string;
  isDisabled?: boolean;
}

interface ContextMenuProps {
  /**
   * Accessible name of the trigger, e.g. "Aktionen für die Story vom 12.03.2027". With a visible
   * `trigger` text it starts with that text (WCAG 2.5.3, label in name).
   */
  label: string;
  /** Visible content of the trigger; defaults to three dots. */
  trigger?: ReactNode;
  actions: readonly ContextMenuAction[];
  onAction: (id: string) => void;
  /** Where the menu opens: under the trigger's end (a "⋯" at a card's right edge) or its start. */
  placement?: 'bottom end' | 'bottom start';
}

/**
 * A button that opens a menu of actions for one item (spec 2, "context-menu dropdown"; react-aria
 * Menu): Enter, Space or ↓ open it on the first action, arrows move, typing a letter jumps to the
 * action starting with it, Enter chooses, Escape closes and focus returns to the button.
 */
export function ContextMenu({ label, trigger, actions, onAction, placement = 'bottom end' }: ContextMenuProps) {
  return (
    <MenuTrigger>
      <Button className="button button--secondary context-menu__trigger" aria-label={label}>
        {trigger ?? <span aria-hidden="true">⋯</span>}
      </Button>
      <Popover className="popover" placement={placement}>
        <Menu
          className="menu"
          items={actions}
          disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
          onAction={(key) => onAction(String(key))}
        >
          {(action) => (
            <MenuItem className="menu__item" id={action.id}>
              {action.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
