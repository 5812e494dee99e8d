/**
 * How account passwords are hashed and checked (decision 190). Production leaves it unset and
 * Better Auth hashes with its own scrypt parameters; API tests pass a cheap one through
 * `AppDeps.passwordHashing` (test/password-hashing.ts), since every sign-up and sign-in would
 * otherwise spend a 32 MiB scrypt on a machine that runs many test files at once.
 */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}
