import { AUTH_MESSAGES } from '@edupath/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../lib/errors';

/**
 * New passwords must not be among the most common and breached ones (docs/accounts.md,
 * "Passwords"). zxcvbn estimates how many guesses a password takes, knowing the common-password
 * lists, keyboard patterns, repeats, sequences, dates and the person's own name and email; a score
 * below 2 (fewer than about a million guesses) is refused. Checked on the server only: the web
 * form shows the server's field error, so the lists stay out of the browser bundle.
 */
const MIN_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take about a second to load. */
function strength() {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

export function isGuessablePassword(password: string, userInputs: string[] = []): boolean {
  // The email's name part too: "asha.rao@…" makes "asharao123" guessable.
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@\s._-]+/)]).filter(Boolean);
  return strength().check(password, inputs).score < MIN_SCORE;
}

/** Throws the 400 with the field's message when the new password in `field` is too guessable. */
export function assertStrongPassword(password: string, userInputs: string[], field = 'password') {
  if (isGuessablePassword(password, userInputs)) {
    throw badRequest(AUTH_MESSAGES.passwordTooCommon, { [field]: AUTH_MESSAGES.passwordTooCommon });
  }
}
