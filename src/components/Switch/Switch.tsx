import { CheckableField, type CheckableFieldProps } from '../internal/CheckableField';
import { Control, SwitchInput, Track } from './Switch.styles';

export interface SwitchProps extends Omit<CheckableFieldProps, 'role'> {
  /** Whether the switch is on (controlled). */
  checked?: boolean;
  /** Whether the switch starts on (uncontrolled). @default false */
  defaultChecked?: boolean;
}

/**
 * An on/off switch: a native checkbox with `role="switch"`, so its checked state is exposed as
 * `aria-checked` by the browser and stays right even when a form library sets it.
 *
 * @example
 * <Switch label="Allow Varient" checked={enabled} onCheckedChange={setEnabled} />
 */
export function Switch(props: SwitchProps) {
  return (
    <CheckableField
      {...props}
      messagesOffset="2.5rem"
      renderControl={(input) => (
        <Control>
          <SwitchInput {...input} role="switch" />
          <Track aria-hidden="true" />
        </Control>
      )}
    />
  );
}
