import type { ComponentProps, CSSProperties, ReactNode, Ref } from 'react';
import { Description, FullRow, Grid, Section, Title } from './FormSection.styles';

export interface FormSectionProps {
  /** The section's title (host content), shown as the fieldset's legend. */
  title: ReactNode;
  /**
   * Keeps the title for assistive tech only (the legend still names the group): for a section
   * that would repeat the page's own heading, such as a wizard step's section titled like the
   * step. @default false
   */
  hideTitle?: boolean;
  /** A short explanation under the title. */
  description?: ReactNode;
  /** Preferred number of field columns on wide screens; it drops to one on phones. @default 1 */
  columns?: 1 | 2 | 3;
  /**
   * Disables every control inside while they cannot be used (a form that is saving). Answers that
   * cannot be edited at all are a label/value list, not a disabled section. @default false
   */
  disabled?: boolean;
  /** The fields. */
  children: ReactNode;
  /** Class for the `<fieldset>`. */
  className?: string;
  /** Inline style for the `<fieldset>`. */
  style?: CSSProperties;
  /** Forwarded to the `<fieldset>`. */
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * A titled group of fields (Address, Point of Contact, …): a `<fieldset>` whose `<legend>` names
 * the group for assistive tech, laid out as a responsive grid.
 *
 * @example
 * <FormSection title="Address" columns={2}><TextField label="Zip" … /></FormSection>
 */
export function FormSection({
  title,
  hideTitle = false,
  description,
  columns = 1,
  disabled = false,
  children,
  className,
  style,
  ref,
}: FormSectionProps) {
  return (
    <Section ref={ref} disabled={disabled} className={className} style={style}>
      <Title className={hideTitle ? 'sfo-visually-hidden' : undefined}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      <Grid $columns={columns}>{children}</Grid>
    </Section>
  );
}

/**
 * A child of a FormSection that spans the full row (long text areas, tables). A component of its
 * own rather than the styled element: the styled element's inferred type named a file inside
 * styled-components (`styled-components/dist/types`) that a consumer's Node16 ES module
 * resolution cannot reach, so its props fell back to `any`.
 */
export function FormSectionFullRow(props: ComponentProps<'div'>) {
  return <FullRow {...props} />;
}
