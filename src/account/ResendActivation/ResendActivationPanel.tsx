import { useCallback, useId, useState } from 'react';
import { styled } from 'styled-components';
import { useBackofficeApi } from '../../api/context';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useKitAreas } from '../../i18n/areas';
import { resendStrings } from './strings';
import { useCall } from '../internal/useCall';

import type { ResendActivationProps } from './types';

const areas = [resendStrings];

// A group, not a form: the sign-in screen shows it inside its own form (forms do not nest).
const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  text-align: start;

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * 'Resend activation mail' for a newcomer whose mail did not arrive or whose link expired
 * (`account.resendActivation`, docs/api-contract.md, "Mail"): says a new link is on its way, the
 * same whether or not the name waits for activation, and words the server's limit (one mail per
 * address per ten minutes) as such.
 *
 * Loaded on demand through `ResendActivation` (./ResendActivation.tsx).
 */
export function ResendActivationPanel({ username, className }: ResendActivationProps) {
  const api = useBackofficeApi();
  const { t } = useKitAreas(areas);
  const id = useId();
  const [typed, setTyped] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const run = useCallback(
    async (signal: AbortSignal, name: string) => {
      await api.account.resendActivation(name, { signal });
      return true;
    },
    [api],
  );
  const { call, submitting, error, errorCode, clearError } = useCall(run);
  const name = (username ?? typed).trim();

  const submit = async () => {
    if (!name) return;
    setSentTo(null);
    // null: refused (the error says why) or a resend already running.
    if (await call(name)) setSentTo(name);
  };
  const failed = errorCode === 'too-many-requests' ? t('resend.limited') : error;

  return (
    <Wrapper className={className} role="group" aria-labelledby={`${id}-intro`}>
      <p id={`${id}-intro`}>{t('resend.intro')}</p>
      {username === undefined ? (
        <TextField
          label={t('resend.username')}
          type="email"
          autoComplete="username"
          value={typed}
          onKeyDown={(event) => {
            // Enter sends this request, not the form around it (the sign-in screen's).
            if (event.key === 'Enter') {
              event.preventDefault();
              void submit();
            }
          }}
          onChange={(event) => {
            setTyped(event.target.value);
            clearError();
            setSentTo(null);
          }}
        />
      ) : null}
      <Button
        type="button"
        variant="secondary"
        loading={submitting}
        disabled={!name}
        onClick={() => void submit()}
      >
        {submitting ? t('resend.sending') : t('resend.submit')}
      </Button>
      {failed ? <Alert tone="danger">{failed}</Alert> : null}
      {sentTo !== null && !failed ? (
        <Alert tone="success">{t('resend.sent', { username: sentTo })}</Alert>
      ) : null}
    </Wrapper>
  );
}
