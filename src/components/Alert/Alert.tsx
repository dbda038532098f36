import type { CSSProperties, ReactNode, Ref } from 'react';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { IconButton } from '../common/IconButton';
import { CloseIcon } from '../common/icons';
import type { Tone } from '../internal/tone';
import { ToneIcon } from '../internal/ToneIcon';
import { Content, Root, Title } from './Alert.styles';

/** The tone of a message. */
export type AlertTone = Tone;

export interface AlertProps {
  /** The meaning and colour; 'danger' is announced at once (role="alert"), the others politely. @default 'info' */
  tone?: AlertTone;
  /** A bold first line. */
  title?: ReactNode;
  /** The message (host content, e.g. the spec's 'Your Email is Verified. …'). */
  children: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /**
   * Whether the alert is a live region (role "alert" or "status"). False for a message whose
   * updates must not be read again as they happen (a form's error summary, announced once per
   * submit by the form). @default true
   */
  live?: boolean;
  /** Class for the root. */
  className?: string;
  /** Inline style for the root. */
  style?: CSSProperties;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * An inline message in one of four tones, with an icon so colour is never the only cue.
 *
 * @example
 * <Alert tone="success">Your Email is Verified. Now you can login your admin account</Alert>
 */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  live = true,
  className,
  style,
  ref,
}: AlertProps) {
  const { t } = useKitTranslation();
  return (
    <Root
      ref={ref}
      role={live ? (tone === 'danger' ? 'alert' : 'status') : undefined}
      $tone={tone}
      data-tone={tone}
      className={className}
      style={style}
    >
      <ToneIcon tone={tone} />
      <Content>
        {title ? <Title>{title}</Title> : null}
        {children}
      </Content>
      {onDismiss ? (
        <IconButton type="button" aria-label={t('fields.dismissAlert')} onClick={onDismiss}>
          <CloseIcon />
        </IconButton>
      ) : null}
    </Root>
  );
}
