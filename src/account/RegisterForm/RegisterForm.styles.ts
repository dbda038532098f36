import { styled } from 'styled-components';
import { Hint } from '../../components/Field/Field.styles';
import { TextField } from '../../components/TextField';

/**
 * The username field. While its availability check runs (class `sfo-checking`), its hint,
 * 'Checking username…', sits at the inline end of the label's row instead of under the input,
 * so showing and hiding it moves nothing below the label, in any language and at any width:
 * the field's root becomes a two-column grid in which every part but the label and the hint
 * spans both columns, and a hint longer than the room beside the label ends in an ellipsis on a
 * narrow phone (Arabic at 320 px) instead of wrapping. The hint keeps its place after the input
 * in the document and stays, whole, the input's description.
 */
export const UsernameField = styled(TextField)`
  &.sfo-checking {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: baseline;
    column-gap: ${({ theme }) => theme.space[2]};

    > * {
      grid-column: 1 / -1;
    }
    > label {
      grid-column: 1;
    }
    > ${Hint} {
      grid-area: 1 / 2;
      justify-self: end;
      max-inline-size: 100%;
      overflow: hidden;
      line-height: ${({ theme }) => theme.typography.lineHeight.tight};
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
`;
