import { styled } from 'styled-components';
import { useChromeTranslation } from '../internal/strings';

const Bar = styled.footer`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-align: center;
`;

export interface FooterProps {
  /** The brand named in the copyright line. */
  brand: string;
  /** The copyright year. @default the current year */
  year?: number;
}

/** 'Copyright {year} © {brand} All rights reserved.' (docs/behaviour.md, "Chrome"). */
export function Footer({ brand, year = new Date().getFullYear() }: FooterProps) {
  const { t } = useChromeTranslation();
  return (
    <Bar>
      <p>{t('chrome.footer.copyright', { year, brand })}</p>
    </Bar>
  );
}
