import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { FormPage, StyledForm, StyledFormFooter } from '../../ui/layout/Layout';
import { DEMO_ACCOUNT } from '../session/account';
import { useSession } from '../session/useSession';
import { useSignIn } from '../session/useSignIn';
import { EmailField, PasswordField, ShowPasswordToggle } from './AccountFields';

/** What other screens may hand to the sign-in page through navigation state. */
export interface SignInLocationState {
  /** A success note to show (after sign-up or a password reset). */
  notice?: string;
  /** The e-mail to prefill. */
  email?: string;
  /** The guarded page that sent the person here. */
  from?: string;
}

const StyledOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2, 4)};

  a {
    font-weight: 600;
  }
`;

const StyledDivider = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin: ${space(6, 0, 4)};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9rem;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const StyledDemoHint = styled.p`
  margin: ${space(2, 0, 0)};
  font-size: 0.88rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function SignInPage() {
  const location = useLocation();
  const handedOver = (location.state ?? {}) as SignInLocationState;
  const { endedReason } = useSession();
  const [email, setEmail] = useState(handedOver.email ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const account = useSignIn();
  const demo = useSignIn();
  const busy = account.signingIn || demo.signingIn;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The e-mail is trimmed (docs/product.md#sign-in); a password is sent as typed, since a space may be part of it.
    const credentials = { email: email.trim(), password };
    if (!credentials.email || !password.trim()) {
      setError('Please fill all the fields');
      return;
    }
    setError(null);
    const failure = await account.signIn(credentials, handedOver.from);
    if (failure) setError(failure);
  };

  const onTryDemo = async () => {
    setError(null);
    const failure = await demo.signIn(DEMO_ACCOUNT);
    if (failure) setError(failure);
  };

  const notice =
    handedOver.notice ?? (endedReason === 'expired' ? 'Your session has ended. Please sign in again.' : null);

  return (
    <FormPage title="Sign in" intro="Welcome back. Sign in to run your restaurants.">
      <StyledForm onSubmit={onSubmit} noValidate>
        {notice && !error && <SuccessNote>{notice}</SuccessNote>}
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          shown={showPassword}
          value={password}
          onChange={setPassword}
        />
        <StyledOptions>
          <ShowPasswordToggle shown={showPassword} onChange={setShowPassword} />
          <Link to="/forgetPassword">Forgot password?</Link>
        </StyledOptions>
        <StyledButton type="submit" $size="large" $block disabled={busy}>
          {account.signingIn ? 'Signing in…' : 'Sign in'}
        </StyledButton>
      </StyledForm>

      <StyledDivider>or</StyledDivider>
      <StyledButton type="button" $variant="secondary" $block disabled={busy} onClick={() => void onTryDemo()}>
        {demo.signingIn ? 'Opening the demo…' : 'Try the demo account'}
      </StyledButton>
      <StyledDemoHint>Explore Zest POS without creating an account.</StyledDemoHint>

      <StyledFormFooter>
        New to Zest POS? <Link to="/sign-up">Sign up</Link>
      </StyledFormFooter>
    </FormPage>
  );
}
