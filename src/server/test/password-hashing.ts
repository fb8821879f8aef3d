// Signing in checks the password with scrypt, which is slow on purpose: a thousand sign-ins were a quarter of the
// server suite's CPU time. A check is a pure function of the stored hash and the password, so the test apps remember
// each answer and run scrypt once per pair; hashing itself stays better-auth's own.
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../platform/auth.ts';

const answers = new Map<string, Promise<boolean>>();

export const rememberedPasswordHashing: PasswordHashing = {
  hash: (password) => hashPassword(password),
  verify: ({ hash, password }) => {
    const key = `${hash}\n${password}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = verifyPassword({ hash, password });
      answers.set(key, answer);
    }
    return answer;
  },
};
