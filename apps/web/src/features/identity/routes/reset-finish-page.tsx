import { Navigate, useSearchParams } from 'react-router';
import { Messages } from '@clinicall/shared/messages';
import { Paths } from '@clinicall/shared/paths';
import { CenteredLayout } from '../../../components/ui/centered-layout';
import { ResetFinishForm } from '../components/reset-finish-form';
import { loginState } from '../route-state';

/** A47–A50: choose a new password with the mailed key. */
export function ResetFinishPage() {
  const key = useSearchParams()[0].get('key');
  if (key === null || key === '') {
    return (
      <Navigate
        to={Paths.login}
        replace
        state={loginState({ tone: 'error', text: Messages.reset.requestFailed })}
      />
    );
  }
  return (
    <CenteredLayout title="Choose a new password">
      <ResetFinishForm resetKey={key} />
    </CenteredLayout>
  );
}
