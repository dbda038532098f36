import { useContext, useEffect } from 'react';
import { styled } from 'styled-components';
import { ProblemReporterContext, SettingNamesContext } from '../../api/setup/context';
import { problemText, type KitProblem } from '../../api/setup/problems';
import { useSetupTranslation } from '../../api/setup/strings';
import { Alert } from '../Alert';
import { Button } from '../Button';

export interface KitProblemNoticeProps {
  /** What stops the kit here (`useKitProblem`). */
  problem: KitProblem;
  /** Shown as 'Try again' when the problem may pass (the API did not answer). */
  onRetry?: () => void;
  /** Class for the root. */
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
`;

/**
 * What stops the kit where it was put, said in the reader's language and naming what to set
 * (docs/embedding.md, "Errors"). 'Try again' only where trying again can succeed.
 *
 * @example
 * const { problem, retry } = useKitProblem();
 * if (problem) return <KitProblemNotice problem={problem} onRetry={retry} />;
 */
export function KitProblemNotice({ problem, onRetry, className }: KitProblemNoticeProps) {
  const { t } = useSetupTranslation();
  const names = useContext(SettingNamesContext);
  const report = useContext(ProblemReporterContext);
  const { title, text } = problemText(problem, t, names);
  // Once per problem shown (the same problem again, re-rendered, is not news).
  const said = JSON.stringify(problem);
  useEffect(() => {
    report?.(JSON.parse(said) as KitProblem);
  }, [report, said]);
  return (
    <Root className={className} data-problem={problem.kind}>
      <Alert tone="danger" title={title}>
        {text}
      </Alert>
      {onRetry && problem.kind === 'api-unreachable' ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('setup.tryAgain')}
        </Button>
      ) : null}
    </Root>
  );
}
