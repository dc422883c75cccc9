import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NETWORK_FAILURE_MESSAGE, readServerFailure } from '../../graphql/errors';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { FormPage, StyledForm, StyledFormFooter } from '../../ui/layout/Layout';
import { SIGN_UP } from './operations';
import { EmailField, FullNameField, NewPasswordFields } from './AccountFields';
import type { SignInLocationState } from './SignInPage';
import { PASSWORD_RULE, signUpProblems, signUpSummary } from './signUpRules';

export function SignUpPage() {
  const navigate = useNavigate();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Field messages wait for the first try, then follow the typing.
  const [tried, setTried] = useState(false);
  const [signUp, { loading }] = useMutation(SIGN_UP);
  const problems = tried ? signUpProblems({ fullName, email, password }) : {};

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    // Names and e-mails are trimmed; a password is kept as typed, as everywhere.
    const input = { fullName: fullName.trim(), email: email.trim(), password };
    const problem = signUpSummary(input, signUpProblems(input));
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      await signUp({ variables: { input } });
      const state: SignInLocationState = {
        notice: 'Your account is ready. Sign in to get started.',
        email: input.email,
      };
      navigate('/sign-in', { state });
    } catch (failure) {
      const { message, isNetworkFailure } = readServerFailure(failure);
      setError(message ?? (isNetworkFailure ? NETWORK_FAILURE_MESSAGE : 'Sign-up failed. Please try again.'));
    }
  };

  return (
    <FormPage title="Create your account" intro="Set up Zest POS for your restaurant in a few minutes.">
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <FullNameField name="fullName" value={fullName} onChange={setFullName} error={problems.fullName} />
        <EmailField value={email} onChange={setEmail} error={problems.email} />
        {/* The rule is said before the first try, not only after a refusal. */}
        <NewPasswordFields
          label="Password"
          hint={PASSWORD_RULE}
          error={problems.password}
          value={password}
          onChange={setPassword}
        />
        <StyledButton type="submit" $size="large" $block disabled={loading}>
          {loading ? 'Creating account…' : 'Create account'}
        </StyledButton>
      </StyledForm>
      <StyledFormFooter>
        Already have an account? <Link to="/sign-in">Sign in</Link>
      </StyledFormFooter>
    </FormPage>
  );
}
