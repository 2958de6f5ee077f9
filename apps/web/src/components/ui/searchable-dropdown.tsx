import type { ReactNode } from 'react';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import './building-blocks.css';

export interface DropdownOption {
  id: string;
  label: string;
}

interface SearchableDropdownProps {
  label: string;
  options: readonly DropdownOption[];
  selectedId: string | null;
  onSelectionChange: (id: string | null) => void;
  /** Name of the button that opens the list, e.g. "Vorschläge anzeigen". */
  openLabel: string;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** A select whose options can be filtered by typing (react-aria ComboBox: arrows, Enter, Escape). */
export function SearchableDropdown({
  label,
  options,
  selectedId,
  onSelectionChange,
  openLabel,
  description,
  errorMessage,
  isRequired,
  isDisabled,
}: SearchableDropdownProps) {
  return (
    <ComboBox
      className="field"
      defaultItems={options}
      selectedKey={selectedId}
      onSelectionChange={(key: Key | null) => onSelectionChange(key === null ? null : String(key))}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      menuTrigger="focus"
    >
      <Label className="field__label">{label}</Label>
      {description && (
        <Text slot="description" className="field__hint">
          {description}
        </Text>
      )}
      <div className="combo-box__group">
        <Input className="field__input" />
        <Button className="button button--secondary combo-box__button" aria-label={openLabel}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldError className="field__error">{errorMessage}</FieldError>
      <Popover className="popover">
        <ListBox className="menu">
          {(option: DropdownOption) => (
            <ListBoxItem className="menu__item" id={option.id} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
