import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { isGuessablePassword } from './password-policy';

describe('isGuessablePassword', () => {
  it.each(['password123', '12345678', 'Password123!', 'qwertyuiop', 'aaaaaaaa', 'abcdefgh', 'iloveyou1'])(
    'refuses %j',
    (password) => {
      expect(isGuessablePassword(password)).toBe(true);
    },
  );

  it.each(['correct-horse-42', 'a-brand-new-password', 'Pune2026!', 'longenough1'])(
    'accepts %j',
    (password) => {
      expect(isGuessablePassword(password)).toBe(false);
    },
  );

  it('accepts the demo accounts’ passwords, which the README and the browser tests use', () => {
    for (const account of DEMO_ACCOUNTS) {
      expect([account.email, isGuessablePassword(account.password, [account.name, account.email])]).toEqual([
        account.email,
        false,
      ]);
    }
  });

  it("counts the person's name and email as known words", () => {
    expect(isGuessablePassword('kulkarni1')).toBe(false);
    expect(isGuessablePassword('kulkarni1', ['Ashwini Kulkarni', 'ashwini.kulkarni@example.com'])).toBe(true);
  });
});
