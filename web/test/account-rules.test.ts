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
