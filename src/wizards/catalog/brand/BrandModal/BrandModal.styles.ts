import { styled } from 'styled-components';

/** Save under the field, at the end of the line (the start in right-to-left). */
export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-start: 1rem;
`;
