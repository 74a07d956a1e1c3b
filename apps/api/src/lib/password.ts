import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane). */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

/** A hash to verify against when the user does not exist, so timing does not tell who has an account. */
let dummy: Promise<string> | undefined;
export const dummyVerify = async (password: string): Promise<void> => {
  dummy ??= hashPassword('not-a-real-password-' + Math.random());
  await verifyPassword(await dummy, password);
};
