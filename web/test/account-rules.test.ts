import { PASSWORD_RULE, SIGN_UP_MISSING, signUpProblems, signUpSummary } from '../src/features/account/signUpRules';
import { contactMessageProblem, EMPTY_CONTACT_MESSAGE } from '../src/features/contact/contactMessage';
import { navigationLinksFor } from '../src/features/navigation/navigationLinks';
import { DEMO_ACCOUNT, initialsOf, isDemoUser, paths } from '../src/features/session/account';
import { parseStoredSession, type SessionUser } from '../src/features/session/sessionStore';

const owner: SessionUser = {
  id: 'u-1',
  fullname: 'Maria Rossi',
  email: 'maria@example.com',
  role: 'owner',
  profilePicture: null,
  demo: false,
};
const demo: SessionUser = { ...owner, id: 'u-demo', fullname: 'Demo Owner', email: DEMO_ACCOUNT.email, demo: true };

describe('the top bar links (docs/product.md#navigation Navigation)', () => {
  const labels = (user: SessionUser | null) => navigationLinksFor(user).map((link) => link.label);

  test('signed out: Home, Plans, About Us, Contact Us', () => {
    expect(labels(null)).toEqual(['Home', 'Plans', 'About Us', 'Contact Us']);
  });

  test('an owner: the restaurant dashboard, billing and plans, no About Us', () => {
    expect(labels(owner)).toEqual(['Home', 'Restaurant Dashboard', 'Dashboard', 'Plans', 'Contact Us']);
    expect(navigationLinksFor(owner).find((link) => link.label === 'Restaurant Dashboard')?.to).toBe(
      '/restaurantDashboard/u-1',
    );
  });

  test('the demo account sees neither billing nor plans', () => {
    expect(labels(demo)).toEqual(['Home', 'Restaurant Dashboard', 'Contact Us']);
  });
});

describe('account rules', () => {
  test('the demo account is the one the server flags, not an e-mail', () => {
    expect(isDemoUser(demo)).toBe(true);
    const renamed: SessionUser = { ...owner, email: DEMO_ACCOUNT.email };
    expect(isDemoUser(renamed)).toBe(false);
    expect(isDemoUser(null)).toBe(false);
  });

  test('initials come from the first and last names, else the e-mail', () => {
    expect(initialsOf({ fullname: 'maria de la rossi', email: 'm@x.com' })).toBe('MR');
    expect(initialsOf({ fullname: 'Cher', email: 'c@x.com' })).toBe('C');
    expect(initialsOf({ fullname: '  ', email: 'zoe@x.com' })).toBe('Z');
  });

  test('the reset path carries the e-mail and the token, encoded', () => {
    expect(paths.resetPassword('a+b@x.com', 't/k')).toBe('/ResetPassword/a%2Bb%40x.com?token=t%2Fk');
  });
});

describe('the stored session', () => {
  test('a well-formed session is restored', () => {
    expect(parseStoredSession(JSON.stringify({ token: 'jwt', currentUser: owner }))).toEqual({
      token: 'jwt',
      currentUser: owner,
    });
  });

  test.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['no token', JSON.stringify({ currentUser: owner })],
    ['an unknown role', JSON.stringify({ token: 'jwt', currentUser: { ...owner, role: 'cashier' } })],
    ['no user id', JSON.stringify({ token: 'jwt', currentUser: { ...owner, id: 7 } })],
  ])('%s counts as signed out', (_label, raw) => {
    expect(parseStoredSession(raw)).toBeNull();
  });
});

describe('the contact form (docs/product.md#contact)', () => {
  const filled = { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', subject: 'Plans', message: 'Hello' };

  test('every field is required', () => {
    expect(contactMessageProblem(EMPTY_CONTACT_MESSAGE)).toBe('Please fill out all fields.');
    expect(contactMessageProblem({ ...filled, subject: '   ' })).toBe('Please fill out all fields.');
  });

  test('the e-mail must look like one', () => {
    expect(contactMessageProblem({ ...filled, email: 'ana@example' })).toBe('Please enter a valid email address.');
    expect(contactMessageProblem({ ...filled, email: 'ana example.com' })).toBe('Please enter a valid email address.');
    expect(contactMessageProblem(filled)).toBeNull();
  });
});

describe('the sign-up and profile forms say what is wrong beside each field (docs/product.md#sign-up)', () => {
  const filled = { fullName: 'Rosa Marino', email: 'rosa@example.com', password: 'long enough' };

  test('a filled form has nothing to say', () => {
    expect(signUpProblems(filled)).toEqual({});
    expect(signUpSummary(filled, {})).toBeNull();
  });

  test('empty fields: the documented summary, and each field its own message', () => {
    const empty = { fullName: ' ', email: '', password: '   ' };
    expect(signUpProblems(empty)).toEqual({
      fullName: 'Enter your full name.',
      email: 'Enter your email address.',
      password: 'Choose a password: at least 8 characters.',
    });
    expect(signUpSummary(empty, signUpProblems(empty))).toBe(SIGN_UP_MISSING);
    expect(SIGN_UP_MISSING).toBe('Please fill out all fields.');
  });

  test('the rules the server checks, before it is asked', () => {
    const wrong = { ...filled, email: 'rosa@example', password: 'short' };
    expect(signUpProblems(wrong)).toEqual({
      email: 'Please enter a valid email address, like name@example.com.',
      password: 'Password must be at least 8 characters.',
    });
    expect(signUpSummary(wrong, signUpProblems(wrong))).toBe(
      'Please enter a valid email address, like name@example.com.',
    );
    // Spaces count: a password is kept as typed.
    expect(signUpProblems({ ...filled, password: ' 1234567' })).toEqual({});
  });

  test('on the profile an empty password keeps the current one; a short new one is refused', () => {
    expect(signUpProblems({ ...filled, password: '' }, { passwordOptional: true })).toEqual({});
    expect(signUpProblems({ ...filled, password: 'short' }, { passwordOptional: true })).toEqual({
      password: 'Password must be at least 8 characters.',
    });
  });

  test('the password rule is the one shown before the first try', () => {
    expect(PASSWORD_RULE).toBe('At least 8 characters.');
  });
});
