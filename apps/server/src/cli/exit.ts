import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/client';
import { AppError } from '../lib/errors';

/**
 * Runs a command line and exits with its code. What it throws is said on stderr, then it exits 1:
 * a refusal (AppError) in `refusal`'s words, a bad setting or a locked data folder (and whatever
 * else `plain` picks) by its message alone, anything else after `failure`.
 */
export function exitWhenDone(
  main: () => Promise<number>,
  {
    refusal,
    failure,
    plain = (err) => err instanceof ConfigError || err instanceof DataDirLockedError,
  }: {
    refusal: (err: AppError) => string;
    failure: string;
    plain?: (err: unknown) => err is Error;
  },
) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      if (err instanceof AppError) console.error(refusal(err));
      else if (plain(err)) console.error(err.message);
      else console.error(failure, err);
      process.exit(1);
    },
  );
}
