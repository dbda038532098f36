import type { ReactNode } from 'react';
import { Frame, Page } from './layout.styles';

export interface FullLayoutProps {
  /** The routed page (error, authentication, coming soon, maintenance…). */
  children?: ReactNode;
  /** The app's current path: the page fades in when it changes. */
  currentPath?: string;
}

/** The bare layout (docs/behaviour.md, "Signed-in layouts"): only the page, on the theme's background. */
export function FullLayout({ children, currentPath }: FullLayoutProps) {
  return (
    <Frame data-layout="full">
      <Page as="main" key={currentPath}>
        {children}
      </Page>
    </Frame>
  );
}
