import { Button, Center } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { LoadError } from '../../components/ui/load-error';
import { PageLoader } from '../../components/ui/page-loader';
import { clearAuthStorage, getValidToken, rememberTarget } from '../../lib/auth/auth-storage';
import { keepOnlyDraftsOf } from '../../lib/drafts';
import { accountQuery, CurrentAccountContext } from '../../features/identity';
import { LegalAcceptance } from '../../features/legal';
import { RealtimeSession } from '../realtime-session';

/** A62/A16: remember where the user was going, then show login. */
function RedirectToLogin({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    rememberTarget(from);
    void navigate(Paths.login, { replace: true });
  }, [from, navigate]);
  return null;
}

/** A28: the signed-in area renders only once GET /account has said who the user is. */
function AccountGate() {
  const account = useQuery(accountQuery);
  const navigate = useNavigate();
  const { refetch } = account;
  const refetchAccount = useCallback(() => void refetch(), [refetch]);
  const backToSignIn = () => {
    // The stored token may be the cause: signing in again starts clean.
    clearAuthStorage();
    void navigate(Paths.login, { replace: true });
  };
  if (account.isPending) return <PageLoader label="Loading your account…" />;
  if (account.isError) {
    return (
      <Center mih="60vh" p="md">
        <LoadError
          title="We could not load your account"
          error={account.error}
          onRetry={() => void account.refetch()}
          action={
            <Button size="xs" variant="subtle" color="red" onClick={backToSignIn}>
              Back to sign in
            </Button>
          }
        />
      </Center>
    );
  }
  // Issue 20 point 10: newly published documents come before anything else (the server refuses
  // this session every other call until they are accepted); the account is asked again after.
  if (account.data.legalPending === true) {
    return (
      <Suspense fallback={<PageLoader label="Loading…" />}>
        <LegalAcceptance onAccepted={refetchAccount} />
      </Suspense>
    );
  }
  // In render, not in an effect: the pages below read their drafts in their first render.
  keepOnlyDraftsOf(account.data.id);
  return (
    <CurrentAccountContext value={account.data}>
      <RealtimeSession />
      <Outlet />
    </CurrentAccountContext>
  );
}

/** A61/A62: every route below needs an unexpired token. */
export function RequireAuth() {
  const { pathname, search } = useLocation();
  if (getValidToken() === null) return <RedirectToLogin from={pathname + search} />;
  return <AccountGate />;
}
