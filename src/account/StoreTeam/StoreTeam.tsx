import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { useBackofficeApi, useTenant } from '../../api/context';
import { useKitQueryClient } from '../../api/query';
import { errorText } from '../../api/errorText';
import type { Id, StoreAdmin } from '../../api/types';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFocusAfterClose } from '../../components/Modal/focus';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useTeamTranslation } from './strings';
import { isApiError } from '../../kernel/errors';
import { formatDate } from '../../kernel/format';
import { EVERY_MOUNT } from '../../api/primed';
import { adminName, invitationAddress, rowActions, sortAdmins } from './teamModel';
import { teamQuery } from '../../api/teamQuery';

export interface StoreTeamProps {
  /** The store (the signed-in owner's `company_po_id`). */
  companyId: Id;
  /** The signed-in user: its row is marked and offers nothing. */
  currentUserId?: Id;
  /** Called after the ownership went to another admin (e.g. to refresh the menu). */
  onOwnershipTransferred?: (admin: StoreAdmin) => void;
  /** Class for the panel. */
  className?: string;
}

/**
 * A question the owner confirms with its password (docs/api-contract.md, "Step-up"): send an
 * invitation, remove an admin, or hand the store to one.
 */
type Question =
  { kind: 'invite'; email: string } | { kind: 'remove' | 'transfer'; admin: StoreAdmin };

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[2]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  overflow-wrap: anywhere;

  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Badge = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.primaryFill};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

const InviteForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The store owner's team panel (docs/api-contract.md, "The store's team"): the company admins (the
 * owner marked), the pending invitations with Revoke, an Invite form, and Remove and Transfer
 * ownership. Inviting, removing and transferring are confirmed in a dialog that asks for the
 * owner's password, which the server checks again (a stolen session cannot change the team).
 * Loading, empty, failed (with Retry) and not-the-owner states; every change is announced. Needs
 * `<BackofficeProvider>`.
 *
 * @example
 * <StoreTeam companyId={user.company_po_id} currentUserId={user.user_id} />
 */
export function StoreTeam({
  companyId,
  currentUserId,
  onOwnershipTransferred,
  className,
}: StoreTeamProps) {
  const api = useBackofficeApi();
  const tenant = useTenant();
  const client = useKitQueryClient();
  const { t, i18n } = useTeamTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  // Read on each mount, unless the host primed it just now (`primeStoreReads`): then the first
  // render already shows the team.
  const team = useQuery({ ...teamQuery(api, tenant, companyId), ...EVERY_MOUNT }, client);
  const reload = () => void team.refetch();
  // A refusal says the caller is not the owner; a failure offers Retry, and shows loading while
  // it asks again; a refresh keeps the team shown until it answers.
  const notOwner = isApiError(team.error) && team.error.code === 'owner-only';

  // ---------------------------------------------------------------- invite
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);
  // The address is checked here; the dialog asks for the password, then sends it.
  const invite = (event: FormEvent) => {
    event.preventDefault();
    const address = invitationAddress(email);
    if (!address) {
      setEmailError(t('team.emailInvalid'));
      emailRef.current?.focus();
      return;
    }
    ask({ kind: 'invite', email: address });
  };

  // ---------------------------------------------------------------- revoke
  const [revokeFailure, setRevokeFailure] = useState<{ reason: unknown } | null>(null);
  const [revoking, setRevoking] = useState<Id | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const revoke = async (invitationId: Id, address: string) => {
    if (revoking !== null) return;
    setRevoking(invitationId);
    setRevokeFailure(null);
    try {
      await api.invitations.revoke(companyId, invitationId);
      setNotice(t('team.revoked', { email: address }));
      reload();
      // The row and its button are gone: focus goes to the list's heading.
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (reason) {
      setRevokeFailure({ reason });
    } finally {
      setRevoking(null);
    }
  };

  // ---------------------------------------------------------------- the questions
  const [question, setQuestion] = useState<Question | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [answering, setAnswering] = useState(false);
  const [questionFailure, setQuestionFailure] = useState<{ reason: unknown } | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const adminsHeadingRef = useRef<HTMLHeadingElement>(null);
  // Focus goes to the list's heading once the dialog has given it back to its row, about to go.
  const focusAdminsHeading = useFocusAfterClose(adminsHeadingRef);
  function ask(next: Question) {
    setQuestionFailure(null);
    setPassword('');
    setPasswordError(undefined);
    setQuestion(next);
  }
  const confirm = async () => {
    if (!question || answering) return;
    if (!password) {
      setPasswordError(t('team.passwordRequired'));
      passwordRef.current?.focus();
      return;
    }
    const proof = { current_pw: password };
    setAnswering(true);
    setQuestionFailure(null);
    let done: string;
    try {
      if (question.kind === 'invite') {
        const made = await api.invitations.create(companyId, {
          email: question.email,
          ...proof,
        });
        done = t('team.invited', { email: made.email });
      } else if (question.kind === 'remove') {
        await api.admins.remove(companyId, question.admin.user_id, proof);
        done = t('team.removed', { name: adminName(question.admin) });
      } else {
        await api.admins.transferOwnership(companyId, question.admin.user_id, proof);
        done = t('team.transferred', { name: adminName(question.admin) });
      }
    } catch (reason) {
      setQuestionFailure({ reason });
      // A wrong password is typed again: the field is emptied and has focus.
      if (isApiError(reason) && reason.code === 'current-password-wrong') {
        setPassword('');
        passwordRef.current?.focus();
      }
      return;
    } finally {
      setAnswering(false);
    }
    setQuestion(null);
    setPassword('');
    setNotice(done);
    if (question.kind === 'invite') {
      setEmail('');
    } else {
      if (question.kind === 'transfer') onOwnershipTransferred?.(question.admin);
      focusAdminsHeading();
    }
    reload();
  };

  // ---------------------------------------------------------------- render
  const title = t('team.title');
  const noticeRegion = (
    <div role="status" aria-live="polite">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
    </div>
  );

  if (notOwner) {
    return (
      <Card title={title} className={className}>
        {noticeRegion}
        <Alert tone="info">{t('errors.code.owner-only')}</Alert>
      </Card>
    );
  }
  if (team.isError && !team.isFetching) {
    return (
      <Card title={title} className={className}>
        <Alert tone="danger" title={t('team.loadFailed')}>
          {errorText(team.error, t)}
        </Alert>
        <Actions>
          <Button type="button" variant="outline" onClick={reload}>
            {t('team.retry')}
          </Button>
        </Actions>
      </Card>
    );
  }
  if (!team.data || team.isError) {
    return (
      <Card title={title} className={className} aria-busy="true">
        <p role="status">{t('team.loading')}</p>
      </Card>
    );
  }

  const [listed, invitations] = team.data;
  const admins = sortAdmins(listed);
  const date = (iso: string) =>
    formatDate(iso, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const questionName = question && question.kind !== 'invite' ? adminName(question.admin) : '';
  const dialog = question
    ? {
        invite: {
          title: t('team.inviteTitle'),
          text: question.kind === 'invite' ? t('team.inviteText', { email: question.email }) : '',
          confirm: t('team.send'),
        },
        remove: {
          title: t('team.removeTitle'),
          text: t('team.removeText', { name: questionName }),
          confirm: t('team.remove'),
        },
        transfer: {
          title: t('team.transferTitle'),
          text: t('team.transferText', { name: questionName }),
          confirm: t('team.transfer'),
        },
      }[question.kind]
    : null;
  return (
    <Card title={title} className={className}>
      {noticeRegion}

      <Heading ref={adminsHeadingRef} tabIndex={-1}>
        {t('team.admins')}
      </Heading>
      <List>
        {admins.map((admin) => {
          const name = adminName(admin);
          const offers = rowActions(admin, currentUserId);
          const me = currentUserId !== undefined && admin.user_id === currentUserId;
          return (
            <Row key={admin.user_id}>
              <Who>
                <span>
                  {name}
                  {me ? ` (${t('team.you')})` : null}
                  {admin.owner ? <Badge>{t('team.owner')}</Badge> : null}
                </span>
                <small>
                  {admin.username}
                  {admin.activated ? null : ` · ${t('team.notActivated')}`}
                </small>
              </Who>
              {offers.remove || offers.transfer ? (
                <Actions>
                  {offers.transfer ? (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={t('team.transferLabel', { name })}
                      onClick={() => ask({ kind: 'transfer', admin })}
                    >
                      {t('team.transfer')}
                    </Button>
                  ) : null}
                  {offers.remove ? (
                    <Button
                      type="button"
                      size="sm"
                      variant="danger"
                      aria-label={t('team.removeLabel', { name })}
                      onClick={() => ask({ kind: 'remove', admin })}
                    >
                      {t('team.remove')}
                    </Button>
                  ) : null}
                </Actions>
              ) : null}
            </Row>
          );
        })}
      </List>

      <Heading ref={headingRef} tabIndex={-1}>
        {t('team.invitations')}
      </Heading>
      {revokeFailure ? <Alert tone="danger">{errorText(revokeFailure.reason, t)}</Alert> : null}
      {invitations.length === 0 ? (
        <Muted>{t('team.noInvitations')}</Muted>
      ) : (
        <List>
          {invitations.map((invitation) => (
            <Row key={invitation.invitation_id}>
              <Who>
                <span>{invitation.email}</span>
                <small>{t('team.expires', { date: date(invitation.expires_at) })}</small>
              </Who>
              <Button
                type="button"
                size="sm"
                variant="outline"
                loading={revoking === invitation.invitation_id}
                aria-label={t('team.revokeLabel', { email: invitation.email })}
                onClick={() => void revoke(invitation.invitation_id, invitation.email)}
              >
                {t('team.revoke')}
              </Button>
            </Row>
          ))}
        </List>
      )}

      <Heading>{t('team.invite')}</Heading>
      <InviteForm onSubmit={invite} noValidate>
        <TextField
          ref={emailRef}
          label={t('team.email')}
          type="email"
          autoComplete="off"
          required
          hint={t('team.inviteHint')}
          error={emailError}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
        />
        <Button type="submit">{t('team.send')}</Button>
      </InviteForm>

      <ConfirmDialog
        open={question !== null}
        onClose={() => setQuestion(null)}
        onConfirm={confirm}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        busyLabel={t('team.working')}
        cancelLabel={t('team.cancel')}
        busy={answering}
        tone={question?.kind === 'remove' ? 'danger' : 'primary'}
        error={questionFailure ? errorText(questionFailure.reason, t) : null}
        fields={
          <PasswordField
            ref={passwordRef}
            label={t('team.password')}
            hint={t('team.passwordHint')}
            autoComplete="current-password"
            required
            error={passwordError}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(undefined);
            }}
          />
        }
      >
        {dialog?.text}
      </ConfirmDialog>
    </Card>
  );
}
