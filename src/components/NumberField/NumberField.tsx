import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { styled } from 'styled-components';
import { Field, type FieldBaseProps, type ReadOnlyFieldProps } from '../Field/Field';
import { Input } from '../internal/controls';

/** A unit shown inside a numeric field: ₹ before an amount, % after a rate. */
export interface FieldUnit {
  /** What shows ('₹', '%'). Hidden from assistive tech: the field's name stays its label. */
  symbol: string;
  /** Before the value (at the start edge) or after it. */
  position: 'start' | 'end';
  /**
   * The unit in words, translated ('in Indian rupees'), added to the field's description once,
   * for readers who do not see the symbol. Leave it out when the hint already says the unit.
   */
  label?: string;
}

export interface NumberFieldProps
  extends
    FieldBaseProps,
    ReadOnlyFieldProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'size' | 'children' | 'value' | 'defaultValue'
    > {
  /** 'text' keeps what was typed (phone numbers, leading zeros); 'number' adds a native spinner. @default 'text' */
  type?: 'text' | 'number';
  /** The on-screen keyboard: digits only, or digits with a decimal separator. @default 'numeric' */
  inputMode?: 'numeric' | 'decimal';
  /** The value as typed (a string, as react-hook-form keeps it); numbers are accepted too. */
  value?: string | number;
  /** The starting value when uncontrolled. */
  defaultValue?: string | number;
  /** A unit shown inside the field, as an adornment (not part of its name). */
  unit?: FieldUnit;
  /** Forwarded to the `<input>` (so `{...register('name')}` works). */
  ref?: Ref<HTMLInputElement>;
}

const Adorned = styled.div<{ $position: FieldUnit['position'] }>`
  position: relative;
  & > input {
    ${({ $position }) => ($position === 'start' ? 'padding-inline-start' : 'padding-inline-end')}: calc(
      ${({ theme }) => theme.space[3]} * 2 + 1ch
    );
  }
`;

/** The symbol sits inside the control's padding, at its start or end edge (flips right to left). */
const Symbol = styled.span<{ $position: FieldUnit['position'] }>`
  position: absolute;
  inset-block: 0;
  ${({ $position }) => ($position === 'start' ? 'inset-inline-start' : 'inset-inline-end')}: ${({
    theme,
  }) => theme.space[3]};
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.md};
  pointer-events: none;
`;

/**
 * A labelled numeric input (phone, order id, percentages) that opens the numeric keyboard.
 * The value stays a string; convert it in the form schema. A `unit` shows inside the field
 * (₹ before an amount, % after a rate) without joining its accessible name, which stays the
 * label; its words, when given, describe the field once.
 *
 * @example
 * <NumberField label="Phone" required {...register('phone')} error={fieldError(formState, 'phone')} />
 * <NumberField label="CGST" unit={{ symbol: '%', position: 'end' }} {...register('cgst')} />
 */
export function NumberField({
  label,
  hint,
  readOnlyReason,
  error,
  required,
  hideLabel,
  id,
  className,
  style,
  type = 'text',
  inputMode = 'numeric',
  unit,
  ref,
  'aria-describedby': describedBy,
  ...input
}: NumberFieldProps) {
  const unitId = useId();
  const spoken = unit?.label ? unitId : undefined;
  return (
    <Field
      label={label}
      hint={hint}
      readOnlyReason={readOnlyReason}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      describedBy={[describedBy, spoken].filter(Boolean).join(' ') || undefined}
      className={className}
      style={style}
    >
      {(control) => {
        const field = (
          <Input
            ref={ref}
            type={type}
            inputMode={inputMode}
            {...input}
            readOnly={readOnlyReason !== undefined || input.readOnly}
            {...control}
          />
        );
        if (!unit) return field;
        return (
          <Adorned $position={unit.position} data-part="unit">
            {field}
            <Symbol $position={unit.position} aria-hidden="true">
              {unit.symbol}
            </Symbol>
            {unit.label ? (
              <span id={unitId} hidden>
                {unit.label}
              </span>
            ) : null}
          </Adorned>
        );
      }}
    </Field>
  );
}
