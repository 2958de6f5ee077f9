import { useRef } from 'react';
import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRole, ROLE_LABELS } from '@berufswahl/contracts/identity/roles';
import { useAnnounce } from '../../components/ui/live-announcer';
import { useSwitchActiveGroup } from '../../lib/me/switch-active-group';
import { normalizePath, PATHS } from '../../lib/route-paths';

function labelOf(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : role;
}

interface RoleSwitcherProps {
  groups: readonly string[];
  activeRole: string | undefined;
}

/**
 * Lets an account with several groups switch its active role (spec 2). Loaded lazily – only such
 * accounts need react-aria's select code.
 *
 * A closed select also changes its value on arrow keys and typing. Switching the role changes the
 * whole app (WCAG 3.2.2), so only a choice made in the opened list counts; the value stays
 * controlled by the active role, so a stray key press changes nothing.
 */
export function RoleSwitcher({ groups, activeRole }: RoleSwitcherProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const announce = useAnnounce();
  const switchActiveGroup = useSwitchActiveGroup();
  const isListOpen = useRef(false);

  const handleSelectionChange = async (key: Key | null) => {
    const role = key === null ? undefined : String(key);
    if (!isListOpen.current || !role || role === activeRole) return;
    try {
      await switchActiveGroup.mutateAsync(role);
    } catch (error) {
      // Logged (spec 8) and shown (issue 14): the alert under the switcher says it.
      console.error('Switching the active role failed', error);
      return;
    }
    if (normalizePath(pathname) === PATHS.dashboard) {
      announce(t('roleSwitcher.switched', { role: labelOf(role) }));
    } else {
      // The route change announces the start page and moves focus to its heading.
      await navigate(PATHS.dashboard);
    }
  };

  return (
    <>
    <Select
      className="role-switcher"
      selectedKey={activeRole ?? null}
      onSelectionChange={(key) => void handleSelectionChange(key)}
      onOpenChange={(isOpen) => {
        isListOpen.current = isOpen;
      }}
      isDisabled={switchActiveGroup.isPending}
    >
      <Label className="role-switcher__label">{t('roleSwitcher.label')}</Label>
      <Button className="button button--secondary role-switcher__button">
        <SelectValue />
        <span className="role-switcher__chevron" aria-hidden="true">
          ▾
        </span>
      </Button>
      <Popover className="popover" placement="bottom end">
        <ListBox className="menu" items={groups.map((group) => ({ id: group, label: labelOf(group) }))}>
          {(item) => (
            <ListBoxItem className="menu__item" id={item.id} textValue={item.label}>
              {({ isSelected }) => (
                <>
                  <span className="menu__check" aria-hidden="true">
                    {isSelected ? '✓' : ''}
                  </span>
                  {item.label}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
    {switchActiveGroup.isError && (
      <p className="form-error" role="alert">
        {t('roleSwitcher.failed')}
      </p>
    )}
    </>
  );
}
