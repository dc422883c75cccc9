import type { Viewer } from './tokens';
import { ViewerAssertions } from './viewer-assertions';

const viewer: Viewer = {
  kind: 'account',
  id: 'u1',
  role: 'owner',
  email: 'owner@example.com',
  demo: false,
  tokenId: 'j1',
  expiresAt: 2_000_000_000,
};
const assertions = new ViewerAssertions('k'.repeat(32));

it('hands the viewer on with the token it was checked for', () => {
  expect(assertions.read(assertions.sign(viewer, 'token-a'), 'token-a')).toEqual(viewer);
});

it('is worth nothing with another token, another key, a changed viewer or once expired', () => {
  const signed = assertions.sign(viewer, 'token-a');
  expect(assertions.read(signed, 'token-b')).toBeNull();
  expect(new ViewerAssertions('x'.repeat(32)).read(signed, 'token-a')).toBeNull();
  const [, mac] = signed.split('.');
  const forged = Buffer.from(JSON.stringify({ v: { ...viewer, role: 'admin' }, exp: Date.now() + 60_000 })).toString(
    'base64url',
  );
  expect(assertions.read(`${forged}.${mac}`, 'token-a')).toBeNull();
  expect(assertions.read('garbage', 'token-a')).toBeNull();
  const expired = new ViewerAssertions('k'.repeat(32), -1).sign(viewer, 'token-a');
  expect(assertions.read(expired, 'token-a')).toBeNull();
});

it('refuses a short key', () => {
  expect(() => new ViewerAssertions('short')).toThrow(/at least 32/);
});
