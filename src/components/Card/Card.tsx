import { useId, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Actions, Body, Footer, Header, Heading, Subtitle, Surface } from './Card.styles';

export interface CardProps {
  /** The card's title (host content); names the section for assistive tech. */
  title?: ReactNode;
  /** The title's heading level, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Controls at the end of the header (e.g. an "Add New" button). */
  actions?: ReactNode;
  /** Content of the footer bar (e.g. Back / Next buttons). */
  footer?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Class for the card's root. */
  className?: string;
  /** Inline style for the card's root. */
  style?: CSSProperties;
  /** Forwarded to the root `<section>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * A titled surface with an optional header (title, subtitle, actions), body and footer.
 *
 * @example
 * <Card title="Billing Name and Address" footer={<Button type="submit">Next</Button>}>…</Card>
 */
export function Card({
  title,
  headingLevel = 2,
  subtitle,
  actions,
  footer,
  children,
  className,
  style,
  ref,
}: CardProps) {
  const titleId = `${useId()}-title`;
  const hasHeader = Boolean(title || subtitle || actions);
  return (
    <Surface
      ref={ref}
      aria-labelledby={title ? titleId : undefined}
      className={className}
      style={style}
    >
      {hasHeader ? (
        <Header>
          <div>
            {title ? (
              <Heading as={`h${headingLevel}`} id={titleId}>
                {title}
              </Heading>
            ) : null}
            {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          </div>
          {actions ? <Actions>{actions}</Actions> : null}
        </Header>
      ) : null}
      <Body>{children}</Body>
      {footer ? <Footer>{footer}</Footer> : null}
    </Surface>
  );
}
