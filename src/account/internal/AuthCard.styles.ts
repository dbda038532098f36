import { styled } from 'styled-components';

/** Centres the card in whatever space the host gives it. */
export const Page = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: 100%;
  min-block-size: 100%;
  padding-block: ${({ theme }) => theme.space[5]};
`;

export const Card = styled.section<{ $wide: boolean }>`
  inline-size: 100%;
  max-inline-size: ${({ $wide }) => ($wide ? '34rem' : '26rem')};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadows.md};

  @media (max-width: 30rem) {
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-block-end: ${({ theme }) => theme.space[5]};
  text-align: center;
`;

export const Title = styled.h1`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Subtitle = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The fields and the submit button, one under the other. */
export const FormBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Two fields side by side when there is room (first and last name), stacked on phones. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

/** The line under the form: a question and a link. */
export const Footer = styled.p`
  /* Padding, not margin: the kit's base styles reset paragraph margins. */
  padding-block-start: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-align: center;

  a {
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    margin-inline-start: ${({ theme }) => theme.space[1]};
  }
`;
