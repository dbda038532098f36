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
const Main = styled.main`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
`;

/** The public pages' frame: the kit's screen centred in main, a language chooser in the banner on top. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Bar>
        <LanguageSelect />
      </Bar>
      <Main>{children}</Main>
    </Page>
  );
}
