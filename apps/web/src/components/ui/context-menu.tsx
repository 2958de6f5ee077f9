import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import './building-blocks.css';

export interface ContextMenuAction {
  id: string;
  label: string;
  isDisabled?: boolean;
}

interface ContextMenuProps {
  /** Accessible name of the trigger, e.g. "Aktionen für Story vom 12.03.2027". */
  label: string;
  /** Visible content of the trigger; defaults to three dots. */
  trigger?: ReactNode;
  actions: readonly ContextMenuAction[];
  onAction: (id: string) => void;
}

/** A button that opens a menu of actions (react-aria Menu: arrows, Enter, Escape, type-ahead). */
export function ContextMenu({ label, trigger, actions, onAction }: ContextMenuProps) {
  return (
    <MenuTrigger>
      <Button className="button button--secondary" aria-label={label}>
        {trigger ?? <span aria-hidden="true">⋯</span>}
      </Button>
      <Popover className="popover" placement="bottom end">
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
