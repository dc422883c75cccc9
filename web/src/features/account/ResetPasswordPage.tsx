import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NETWORK_FAILURE_MESSAGE, readServerFailure } from '../../graphql/errors';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { FormPage, StyledForm, StyledFormFooter } from '../../ui/layout/Layout';
import { RESET_PASSWORD } from './operations';
import { PasswordField, ShowPasswordToggle } from './AccountFields';
import type { SignInLocationState } from './SignInPage';
import { PASSWORD_RULE } from './signUpRules';

/** docs/product.md#password-reset: the success note stays 2 seconds before going to sign-in. */
export const RESET_REDIRECT_DELAY_MS = 2000;

export function ResetPasswordPage() {
  const { email = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [resetPassword, { loading }] = useMutation(RESET_PASSWORD);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  if (!token) {
    return (
      <FormPage title="Reset your password">
        <ErrorAlert>
          <p>
            This reset link is incomplete or has been cut short. Open the link from the e-mail again, or ask for a new
            one.
          </p>
        </ErrorAlert>
        <StyledFormFooter>
          <ButtonLink to="/forgetPassword" $block>
            Request a new reset link
          </ButtonLink>
        </StyledFormFooter>
      </FormPage>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = password;
    if (!chosen.trim() || !confirmation.trim()) {
      setError('Please fill out both fields.');
      return;
    }
    if (chosen !== confirmation) {
      setError('Passwords do not match');
      return;
    }
    setError(null);
    try {
      await resetPassword({ variables: { email, token, password: chosen } });
      setDone(true);
      const state: SignInLocationState = { notice: 'Your password has been changed. Sign in with the new one.', email };
      redirectTimer.current = window.setTimeout(() => navigate('/sign-in', { state }), RESET_REDIRECT_DELAY_MS);
    } catch (failure) {
      const { message, isNetworkFailure } = readServerFailure(failure);
      setError(message ?? (isNetworkFailure ? NETWORK_FAILURE_MESSAGE : 'Failed to reset password'));
    }
  };

  return (
    <FormPage
      title="Reset your password"
      intro={
        <>
          Choose a new password for <strong>{email}</strong>.
        </>
      }
    >
      <StyledForm onSubmit={onSubmit} noValidate>
        {done && (
          <SuccessNote>
            <p>Password reset successfully!</p>
            <p>Taking you to sign in…</p>
          </SuccessNote>
        )}
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          shown={showPassword}
          value={password}
          disabled={done}
          onChange={setPassword}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmation"
          autoComplete="new-password"
          shown={showPassword}
          value={confirmation}
          disabled={done}
          onChange={setConfirmation}
        />
        <ShowPasswordToggle shown={showPassword} onChange={setShowPassword} />
        <StyledButton type="submit" $size="large" $block disabled={loading || done}>
          {loading ? 'Resetting…' : 'Reset password'}
        </StyledButton>
      </StyledForm>
      <StyledFormFooter>
        Link expired? <Link to="/forgetPassword">Request a new one</Link>
      </StyledFormFooter>
    </FormPage>
  );
}
