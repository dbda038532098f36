import { useId, type ReactNode } from 'react';
import { Card, Header, Page, Subtitle, Title } from './AuthCard.styles';

export interface AuthCardProps {
  /** The screen's heading (already translated). */
  title: ReactNode;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** A wider card for forms with side-by-side fields. @default false */
  wide?: boolean;
  /** Class for the page wrapper. */
  className?: string;
  children?: ReactNode;
}

/** The centred, responsive card every account screen sits in; labelled by its heading. */
export function AuthCard({ title, subtitle, wide = false, className, children }: AuthCardProps) {
  const titleId = `sfo-auth${useId().replace(/:/g, '')}`;
  return (
    <Page className={className}>
      <Card $wide={wide} aria-labelledby={titleId}>
        <Header>
          <Title id={titleId}>{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </Header>
        {children}
      </Card>
    </Page>
  );
}
