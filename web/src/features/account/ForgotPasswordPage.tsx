import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { NETWORK_FAILURE_MESSAGE, serverMessageOr } from '../../graphql/errors';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { FormPage, StyledForm, StyledFormFooter } from '../../ui/layout/Layout';
import { EmailField } from './AccountFields';
import { REQUEST_PASSWORD_RESET } from './operations';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [requestReset, { loading }] = useMutation(REQUEST_PASSWORD_RESET);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setSent(false);
    if (!address) {
      setError('Please fill the field');
      return;
    }
    setError(null);
    try {
      await requestReset({ variables: { email: address } });
      setSent(true);
    } catch (failure) {
      setError(serverMessageOr(failure, NETWORK_FAILURE_MESSAGE));
    }
  };

  return (
    <FormPage
      title="Forgot your password?"
      intro="Enter the e-mail you signed up with and we will send you a link to choose a new password."
    >
      <StyledForm onSubmit={onSubmit} noValidate>
        {sent && <SuccessNote>Check your email to reset the password.</SuccessNote>}
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <EmailField value={email} onChange={setEmail} />
        <StyledButton type="submit" $size="large" $block disabled={loading}>
          {loading ? 'Sending…' : 'Send reset link'}
        </StyledButton>
      </StyledForm>
      <StyledFormFooter>
        Remembered it? <Link to="/sign-in">Back to sign in</Link>
      </StyledFormFooter>
    </FormPage>
  );
}
