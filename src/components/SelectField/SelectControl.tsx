import type { Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../common/icons';
import { Chevron, Select, Wrapper } from './SelectField.styles';

export interface SelectControlProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'multiple'
> {
  /** The toolbar and pager size: 2 rem tall like the buttons beside it (fields are 2.5 rem). */
  compact?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The kit's select without a field around it: the control border, corner and chevron of
 * `SelectField`, for a select that a toolbar or a pager labels itself (rows per page, the
 * editor's font).
 */
export function SelectControl({
  compact = false,
  className,
  style,
  ref,
  ...select
}: SelectControlProps) {
  return (
    <Wrapper $compact={compact} className={className} style={style}>
      <Select ref={ref} $compact={compact} {...select} />
      <Chevron $compact={compact} aria-hidden="true">
        <ChevronDownIcon />
      </Chevron>
    </Wrapper>
  );
}
