import { useContext, useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { NotifierContext } from '../../components/Toast/NotifierContext';
import { useChromeTranslation } from '../internal/strings';
import { Code } from './Customizer.styles';

export interface ConfigurationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The settings as JSON. */
  configuration: string;
}

/**
 * The customizer's 'Configuration' dialog: the settings as JSON with 'Copy Json' ('Code Copied to
 * clipboard' as a toast, or in the dialog when no notifier is mounted).
 */
export function ConfigurationDialog({ open, onClose, configuration }: ConfigurationDialogProps) {
  const { t } = useChromeTranslation();
  const notifier = useContext(NotifierContext);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  // Each opening starts without the last copy's outcome.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setCopyState('idle');
  }

  const copy = async () => {
    let ok = true;
    try {
      await navigator.clipboard.writeText(configuration);
    } catch {
      ok = false;
    }
    setCopyState(ok ? 'copied' : 'failed');
    notifier?.notify({
      tone: ok ? 'success' : 'danger',
      message: t(ok ? 'chrome.customizer.copied' : 'chrome.customizer.copyFailed'),
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('chrome.customizer.configurationTitle')}
      description={t('chrome.customizer.configurationHint')}
      size="lg"
      footer={<Button onClick={() => void copy()}>{t('chrome.customizer.copy')}</Button>}
    >
      <Code>{configuration}</Code>
      {!notifier && copyState !== 'idle' ? (
        <p role="status">
          {t(copyState === 'copied' ? 'chrome.customizer.copied' : 'chrome.customizer.copyFailed')}
        </p>
      ) : null}
    </Modal>
  );
}
