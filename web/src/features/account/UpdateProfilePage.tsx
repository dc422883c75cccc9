import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { NETWORK_FAILURE_MESSAGE, readServerFailure, serverMessageOr } from '../../graphql/errors';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { FormPage, LoadingState, StyledForm, StyledFormFooter } from '../../ui/layout/Layout';
import { isDemoUser, paths } from '../session/account';
import { ME } from '../session/operations';
import { sessionStore, type SessionUser } from '../session/sessionStore';
import { useCurrentUser } from '../session/useSession';
import { UPDATE_USER, USER } from './operations';
import { EmailField, FullNameField, NewPasswordFields } from './AccountFields';
import { SIGN_UP_MISSING, signUpProblems } from './signUpRules';

/** docs/product.md#profile: the "sign out and in again" note clears after 3 seconds. */
export const PROFILE_NOTE_DURATION_MS = 3000;

/**
 * /updateProfile/:id. Your own profile is loaded with `me`; another account's
 * with `user(id)`, which the server allows for admins only.
 */
export function UpdateProfilePage() {
  const { id = '' } = useParams();
  const currentUser = useCurrentUser();
  const own = !!currentUser && currentUser.id === id;
  const demo = own && isDemoUser(currentUser);
  const mine = useQuery(ME, { fetchPolicy: 'network-only', skip: !own || demo });
  const theirs = useQuery(USER, { variables: { id }, fetchPolicy: 'network-only', skip: own });
  const { data, loading, error } = own
    ? { data: mine.data?.me, loading: mine.loading, error: mine.error }
    : { data: theirs.data?.user, loading: theirs.loading, error: theirs.error };

  if (demo) {
    return (
      <FormPage title="Your profile">
        <p>The demo account is shared by everyone trying Zest POS, so its profile can’t be changed.</p>
        <ButtonLink to={paths.restaurants(id)}>Back to your restaurants</ButtonLink>
      </FormPage>
    );
  }

  if (loading) {
    return (
      <FormPage title="Your profile">
        <LoadingState>Loading your profile…</LoadingState>
      </FormPage>
    );
  }

  if (error || !data) {
    return (
      <FormPage title="Your profile">
        <ErrorAlert>{serverMessageOr(error, 'We could not load this profile. Please try again.')}</ErrorAlert>
      </FormPage>
    );
  }

  // Keyed by account so the form starts from the loaded values.
  return <ProfileForm key={data.id} profile={data} />;
}

function ProfileForm({ profile }: { profile: SessionUser }) {
  const currentUser = useCurrentUser();
  const [fullname, setFullname] = useState(profile.fullname);
  const [email, setEmail] = useState(profile.email);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // Field messages wait for the first try, then follow the typing.
  const [tried, setTried] = useState(false);
  const problems = tried ? signUpProblems({ fullName: fullname, email, password }, { passwordOptional: true }) : {};
  const [updateUser, { loading }] = useMutation(UPDATE_USER);
  const noteTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(noteTimer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.clearTimeout(noteTimer.current);
    setSaved(false);
    setTried(true);
    // An empty password keeps the current one (the server's rule too).
    const input = { fullname: fullname.trim(), email: email.trim(), password: password.trim() ? password : null };
    const problem = Object.values(
      signUpProblems({ fullName: fullname, email, password }, { passwordOptional: true }),
    )[0];
    if (!input.fullname || !input.email || problem) {
      setError(!input.fullname || !input.email ? SIGN_UP_MISSING : (problem ?? null));
      return;
    }
    setError(null);
    try {
      const { data } = await updateUser({ variables: { id: profile.id, input } });
      if (data) sessionStore.updateUser(data.updateUser.user, data.updateUser.token);
      setPassword('');
      setSaved(true);
      noteTimer.current = window.setTimeout(() => setSaved(false), PROFILE_NOTE_DURATION_MS);
    } catch (failure) {
      const { message, isNetworkFailure } = readServerFailure(failure);
      setError(message ?? (isNetworkFailure ? NETWORK_FAILURE_MESSAGE : 'Update failed'));
    }
  };

  return (
    <FormPage title="Your profile" intro="Update your name, e-mail or password.">
      <StyledForm onSubmit={onSubmit} noValidate>
        {saved && (
          <SuccessNote>
            <p>Profile updated successfully.</p>
            <p>Sign out and sign in again to see the changes.</p>
          </SuccessNote>
        )}
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <FullNameField name="fullname" value={fullname} onChange={setFullname} error={problems.fullName} />
        <EmailField value={email} onChange={setEmail} error={problems.email} />
        <NewPasswordFields
          label="New password (optional)"
          hint="Leave empty to keep your current password. A new one needs at least 8 characters."
          error={problems.password}
          value={password}
          onChange={setPassword}
        />
        <StyledButton type="submit" $size="large" $block disabled={loading}>
          {loading ? 'Saving…' : 'Save changes'}
        </StyledButton>
      </StyledForm>
      <StyledFormFooter>
        <ButtonLink to={paths.restaurants(currentUser?.id ?? profile.id)} $variant="ghost">
          Back to your restaurants
        </ButtonLink>
      </StyledFormFooter>
    </FormPage>
  );
}
