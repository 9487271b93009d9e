import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import type { RegisterResponse, RegistrationType } from '@clinicall/shared/signup/schemas';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import { isApiError } from '../../../lib/api-error';
import { useRegistration } from '../api/registration';
import { ResultView } from './result-view';
import { SignupFrame } from './signup-frame';

type Step<S extends string> = { readonly id: S; readonly label: string };

/** Which step of a wizard the address names (`/signup/<who>/:step?token`), and how to move. */
export function useWizardRoute<S extends string>(
  steps: readonly Step<S>[],
  pathFor: (step: S, token: string) => string,
) {
  const { step } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const index = steps.findIndex((s) => s.id === step);
  return {
    steps,
    token,
    index,
    step: steps[index]?.id ?? null,
    pathFor,
    go: (id: S) => void navigate(pathFor(id, token)),
  };
}
export type WizardRoute<S extends string> = ReturnType<typeof useWizardRoute<S>>;

/**
 * The result step sends what the steps collected, once (F111: the data is kept until then); a
 * null body (nothing collected, a reload) sends nothing.
 */
export function useSubmitOnce<B>(
  body: B | null,
  submit: UseMutationResult<unknown, Error, B>,
  callbacks: { onSuccess: () => void; onError?: () => void },
) {
  const sent = useRef(false);
  useEffect(() => {
    if (body === null || sent.current) return;
    sent.current = true;
    submit.mutate(body, callbacks);
  }, [body, submit, callbacks]);
}

interface SignupWizardProps<S extends string> {
  title: string;
  route: WizardRoute<S>;
  type: RegistrationType;
  /** Whether the first step's data is here; a later step opened without it starts over. */
  started: boolean;
  submit: { isIdle: boolean; isSuccess: boolean; isError: boolean; error: Error | null };
  /** The steps before the result, given what the clinic already knows. */
  children: (registration: RegisterResponse) => ReactNode;
}

/**
 * The frame every sign-up wizard shares (F109–F111, F129, F130): a missing token goes to login,
 * an unknown step to the first, the registration data loads first, the last step is the result.
 */
export function SignupWizard<S extends string>(props: SignupWizardProps<S>) {
  const { title, route, type, started, submit, children } = props;
  const { steps, token, index, pathFor } = route;
  const registration = useRegistration(token, type);
  const first = steps[0]!.id;
  const isResult = index === steps.length - 1;

  if (!token) return <Navigate to={Paths.login} replace />;
  if (index < 0) return <Navigate to={pathFor(first, token)} replace />;
  if (index > 0 && !started && submit.isIdle)
    return <Navigate to={pathFor(first, token)} replace />;

  const frame = (content: ReactNode) => (
    <SignupFrame title={title} steps={steps} active={index}>
      {content}
    </SignupFrame>
  );
  if (isResult) {
    const state = submit.isSuccess ? 'success' : submit.isError ? 'failure' : 'pending';
    return frame(
      <ResultView
        state={state}
        detail={isApiError(submit.error) ? submit.error.message : undefined}
      />,
    );
  }
  if (registration.isPending) return frame(<Loader aria-label={SignupMessages.loading} />);
  if (registration.isError) {
    return frame(
      <Stack>
        <Alert color="red">
          {isApiError(registration.error) && !registration.error.unexpected
            ? registration.error.message
            : SignupMessages.invalidParameters}
        </Alert>
        <Anchor component={Link} to={Paths.login}>
          Go to sign in
        </Anchor>
      </Stack>,
    );
  }
  return frame(children(registration.data));
}
