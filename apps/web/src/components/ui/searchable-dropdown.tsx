import type { ReactNode, Ref } from 'react';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';

export interface DropdownOption {
  id: string;
  label: string;
}

interface SearchableDropdownProps {
  label: ReactNode;
  options: readonly DropdownOption[];
  selectedId: string | null;
  /** The chosen option; clearing the field chooses nothing new (the option stays). */
  onSelectionChange: (id: string) => void;
  /** Name of the button that opens the list, e.g. "Vorschläge anzeigen". */
  openLabel: string;
  /** Said when typing matches no option, e.g. "Keine Lerngruppe gefunden". */
  emptyText: string;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  onBlur?: () => void;
  /** The text field, e.g. for a form that focuses its first wrong field. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A select whose options can be filtered by typing (spec 2, "searchable dropdown"; react-aria
 * ComboBox): typing filters and opens the list, arrow keys move through it (Alt+↓ or the button
 * open it unfiltered), Enter chooses, Escape closes it and then restores the chosen option's text.
 * Leaving the field with text that matches no option keeps the option chosen before.
 */
export function SearchableDropdown({
  label,
  options,
  selectedId,
  onSelectionChange,
  openLabel,
  emptyText,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  onBlur,
  inputRef,
}: SearchableDropdownProps) {
  return (
    <ComboBox
      className="field"
      defaultItems={options}
      selectedKey={selectedId}
      onSelectionChange={(key: Key | null) => key !== null && onSelectionChange(String(key))}
      onBlur={onBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className="field__label">{label}</Label>
      {description && (
        <Text slot="description" className="field__hint">
          {description}
        </Text>
      )}
      <div className="combo-box__group">
        <Input className="field__input" ref={inputRef} />
        <Button className="button button--secondary combo-box__button" aria-label={openLabel}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldError className="field__error">{errorMessage}</FieldError>
      <Popover className="popover combo-box__popover">
        <ListBox className="menu combo-box__list" renderEmptyState={() => <p className="combo-box__empty">{emptyText}</p>}>
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
