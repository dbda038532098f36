import { CheckableField, type CheckableFieldProps } from '../internal/CheckableField';
import { NativeChoice } from '../internal/ChoiceField.styles';

export type CheckboxProps = CheckableFieldProps;

/**
 * A native checkbox with its label beside it. Controlled (`checked` + `onCheckedChange`) or
 * uncontrolled (`defaultChecked`, or react-hook-form's `register`).
 *
 * @example
 * <Checkbox label="Collection Enable Select" {...register('collection_enable_select')} />
 */
export function Checkbox(props: CheckboxProps) {
  return <CheckableField {...props} renderControl={(input) => <NativeChoice {...input} />} />;
}
