import type { ReactNode } from 'react';
import { Choice, Group, Options } from './Customizer.styles';

export interface ChoiceOption<V extends string> {
  value: V;
  /** The accessible (and, for text choices, visible) name. */
  label: string;
  /** A swatch to show instead of the label (the label stays the radio's name). */
  swatch?: ReactNode;
}

interface ChoicesProps<V extends string> {
  legend: string;
  name: string;
  value: V | undefined;
  options: Array<ChoiceOption<V>>;
  onChange: (value: V) => void;
}

/** A group of radios: arrow keys move between them (the browser's own radio behaviour). */
export function Choices<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: ChoicesProps<V>) {
  return (
    <Group>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <Choice
            key={option.value}
            $swatch={!!option.swatch}
            title={option.swatch ? option.label : undefined}
          >
            <input
              type="radio"
              className="sfo-visually-hidden"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-label={option.swatch ? option.label : undefined}
              onChange={() => onChange(option.value)}
            />
            {option.swatch ?? option.label}
          </Choice>
        ))}
      </Options>
    </Group>
  );
}
