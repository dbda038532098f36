import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import { usePortalContainer } from '../../theme/ThemeProvider';
import { Spinner } from '../internal/Spinner';
import { Label, Overlay } from './PageLoader.styles';

export interface PageLoaderProps {
  /** Whether the loader is shown. @default true */
  visible?: boolean;
  /** Hide by itself this many ms after appearing (the original hides after 10 ms); unset = controlled by `visible`. */
  autoHideMs?: number;
  /** Appear only once shown this many ms, so a fast load never flashes it. @default 0 */
  delayMs?: number;
  /** Called when the loader hides itself after `autoHideMs`. */
  onHidden?: () => void;
  /** Accessible and visible text. @default t('fields.loading') ('Loading…') */
  label?: string;
}

/**
 * A full-page overlay with a spinner and a status message. The spinner stands still for users
 * who ask for reduced motion. With `delayMs` it appears only when what it waits for takes longer
 * (the content layout shows it while a routed page loads, after 300 ms).
 *
 * @example
 * <PageLoader visible={isLoading} />
 */
export function PageLoader({
  visible = true,
  autoHideMs,
  delayMs = 0,
  onHidden,
  label,
}: PageLoaderProps) {
  const { t } = useKitTranslation();
  const container = usePortalContainer();
  const [expired, setExpired] = useState(false);
  const [due, setDue] = useState(delayMs <= 0);
  // Showing again starts a new round (state adjusted during render, not in an effect).
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setExpired(false);
    setDue(delayMs <= 0);
  }
  useEffect(() => {
    if (!visible || due) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [visible, due, delayMs]);

  const shown = visible && due && !expired;
  useEffect(() => {
    if (!shown || autoHideMs === undefined) return;
    const timer = setTimeout(() => {
      setExpired(true);
      onHidden?.();
    }, autoHideMs);
    return () => clearTimeout(timer);
  }, [shown, autoHideMs, onHidden]);

  if (!shown) return null;
  const overlay = (
    <Overlay role="status" aria-live="polite" className="sfo-page-loader">
      <Spinner $size="2.5rem" />
      <Label>{label ?? t('fields.loading')}</Label>
    </Overlay>
  );
  return container ? createPortal(overlay, container) : overlay;
}
