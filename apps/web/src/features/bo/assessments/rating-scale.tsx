import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { FEEDBACK_LIMITS } from '@berufswahl/contracts/bo/feedback';
import { NO_RATING } from './self-rating-logic';

const SCALE_VALUES = Array.from({ length: FEEDBACK_LIMITS.ratingMax - FEEDBACK_LIMITS.ratingMin + 1 }, (_, index) => FEEDBACK_LIMITS.ratingMin + index);

export interface RatingScaleTexts {
  /** The accessible name of a value: "3 von 5"; the ends say what they mean. */
  option: (value: number) => string;
  /** "weiß ich nicht" (student) or "kann ich nicht beurteilen" (teacher). */
  unknown: string;
}

/**
 * One item to rate: its name as the group's label, its statement as the description, 1 … 5 and the
 * "don't know" choice as radio buttons (arrow keys move between them, react-aria). Used by the
 * student's and the teacher's form alike.
 */
export function RatingScale({
  name,
  statement,
  value,
  onChange,
  texts,
  children,
}: {
  name: string;
  statement: string;
  value: string | null;
  onChange: (choice: string) => void;
  texts: RatingScaleTexts;
  /** Shown below the choices, inside the item (the reflection prompt). */
  children?: ReactNode;
}) {
  return (
    <div className="rating-item">
      <RadioGroup className="rating-item__group" orientation="horizontal" value={value} onChange={onChange}>
        <Label className="rating-item__name">{name}</Label>
        <Text slot="description" className="rating-item__statement">
          {statement}
        </Text>
        <div className="rating-item__options">
          {SCALE_VALUES.map((scaleValue) => (
            <Radio key={scaleValue} value={String(scaleValue)} className="rating-option" aria-label={texts.option(scaleValue)}>
              <span aria-hidden="true">{scaleValue}</span>
            </Radio>
          ))}
          <Radio value={NO_RATING} className="rating-option rating-option--unknown">
            {texts.unknown}
          </Radio>
        </div>
      </RadioGroup>
      {children}
    </div>
  );
}
