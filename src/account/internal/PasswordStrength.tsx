import { styled } from 'styled-components';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { passwordStrength, type StrengthLevel } from './strengthScore';

const LEVEL_KEYS = {
  1: 'account.strength.weak',
  2: 'account.strength.fair',
  3: 'account.strength.good',
  4: 'account.strength.strong',
} as const;

const Root = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Bar = styled.span`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space[1]};
`;

const Segment = styled.span<{ $on: boolean; $level: StrengthLevel }>`
  block-size: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on, $level }) =>
    !$on
      ? theme.color.border
      : $level <= 1
        ? theme.color.danger
        : $level === 2
          ? theme.color.warning
          : theme.color.success};
`;

/** The advisory strength line shown as a password field's hint (never blocks submitting). */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useKitTranslation();
  const level = passwordStrength(password);
  if (level === 0) return <>{t('account.strength.hint')}</>;
  return (
    <Root data-strength={level}>
      <Bar aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <Segment key={n} $on={n <= level} $level={level} />
        ))}
      </Bar>
      <span>{t('account.strength.label', { level: t(LEVEL_KEYS[level]) })}</span>
    </Root>
  );
}
