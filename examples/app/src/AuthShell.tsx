import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { LanguageSelect } from './LanguageSelect';

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.color.page};
  display: flex;
  flex-direction: column;
`;
const Bar = styled.header`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;
const Main = styled.main<{ $edgeToEdge: boolean }>`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme, $edgeToEdge }) => ($edgeToEdge ? '0' : theme.space[4])};
`;

/**
 * The public pages' frame: the kit's screen centred in main, a language chooser in the banner on
 * top. `edgeToEdge`: the screen brings its own side gutters (the wizards' frame), so main adds none.
 */
export function AuthShell({
  children,
  edgeToEdge = false,
}: {
  children: ReactNode;
  edgeToEdge?: boolean;
}) {
  return (
    <Page>
      <Bar>
        <LanguageSelect />
      </Bar>
      <Main $edgeToEdge={edgeToEdge}>{children}</Main>
    </Page>
  );
}
