import type { Ref, SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { ChevronDownIcon } from '../common/icons';
import { Chevron, Select } from './SelectField.styles';

const Box = styled.span`
  position: relative;
  display: inline-block;
`;

/** The field's select at the 2 rem of a toolbar's or a pager's buttons. */
const CompactSelect = styled(Select)`
  min-block-size: 2rem;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space[2]} 1.75rem;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const CompactChevron = styled(Chevron)`
  inset-inline-end: ${({ theme }) => theme.space[2]};
`;

export interface SelectControlProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'multiple'
> {
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The kit's select without a field around it, for a select that a toolbar or a pager labels
 * itself (rows per page, the editor's font): `SelectField`'s control border, corner and chevron,
 * 2 rem tall like the buttons beside it (fields are 2.5 rem).
 */
export function SelectControl({ className, style, ref, ...select }: SelectControlProps) {
  return (
    <Box className={className} style={style}>
      <CompactSelect ref={ref} {...select} />
      <CompactChevron aria-hidden="true">
        <ChevronDownIcon />
      </CompactChevron>
    </Box>
  );
}
