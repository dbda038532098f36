import { styled } from 'styled-components';
import { controlStyles } from './controlStyles';

/** The kit's text input; every input-based field renders this. */
export const Input = styled.input`
  ${controlStyles}
`;
