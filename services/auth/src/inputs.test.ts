import { signInInput, signUpInput, updateUserInput } from './inputs';

describe('account input rules', () => {
  it('trims and lower-cases e-mails', () => {
    expect(signUpInput.parse({ fullName: ' Ann ', email: ' Ann@Example.COM ', password: 'long-enough' })).toEqual({
      fullName: 'Ann',
      email: 'ann@example.com',
      password: 'long-enough',
    });
  });

  it('keeps spaces inside passwords', () => {
    expect(signInInput.parse({ email: 'a@b.co', password: ' pass word ' }).password).toBe(' pass word ');
  });

  it('treats an empty or missing new password as "keep the current one"', () => {
    expect(updateUserInput.parse({ fullname: 'A', email: 'a@b.co', password: '' }).password).toBeNull();
    expect(updateUserInput.parse({ fullname: 'A', email: 'a@b.co' }).password).toBeNull();
    expect(updateUserInput.safeParse({ fullname: 'A', email: 'a@b.co', password: 'short' }).success).toBe(false);
  });

  it('refuses objects where strings belong', () => {
    expect(signInInput.safeParse({ email: { $ne: null }, password: 'x' }).success).toBe(false);
  });
});
