import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Spinner } from '../internal/Spinner';
import {
  Content,
  SpinnerSlot,
  StyledButton,
  type ButtonSize,
  type ButtonVariant,
} from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Where the action sits in the hierarchy: `primary` (one per view), `secondary`, `tertiary` or
   * `destructive` (confirming what cannot be undone). @default 'primary'
   */
  variant?: ButtonVariant;
  /** The height and padding; `sm` in rows, toolbars and fields only. @default 'md' */
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks (no double submit) while keeping its width. @default false */
  loading?: boolean;
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /** An icon before the label. */
  startIcon?: ReactNode;
  /** An icon after the label. */
  endIcon?: ReactNode;
  /** The native type; 'button' so nothing submits by accident. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Forwarded to the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The kit's button. While `loading` it stays focusable (focus is not lost) but reports
 * `aria-busy` and `aria-disabled` and swallows clicks, so a form cannot be submitted twice.
 *
 * @example
 * <Button type="submit" loading={isSubmitting}>Sign In</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  type = 'button',
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Stops the form submission a submit button would otherwise trigger.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <Content $hidden={loading}>
        {startIcon}
        {children}
        {endIcon}
      </Content>
      {loading ? (
        <SpinnerSlot>
          <Spinner />
        </SpinnerSlot>
      ) : null}
    </StyledButton>
  );
}
