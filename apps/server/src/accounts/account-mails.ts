import { RESET_LINK_TTL_MINUTES, VERIFICATION_LINK_TTL_HOURS } from '@grindstone/contract';
import type { Mail } from './mailer';

// The words of every mail the server sends, in one place. Plain text; each names why it came,
// so that a mail nobody asked for is recognisable as harmless.

export const resetPasswordMail = (to: string, link: string): Mail => ({
  to,
  subject: 'Reset your Grindstone password',
  text: [
    'Someone (we hope you) asked to reset the password of the Grindstone account of this address.',
    '',
    `Choose a new password here (the link works once, for ${RESET_LINK_TTL_MINUTES} minutes):`,
    link,
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n'),
});

export const verifyEmailMail = (to: string, link: string): Mail => ({
  to,
  subject: 'Confirm your e-mail address for Grindstone',
  text: [
    'Welcome to Grindstone! Confirm that this address is yours to finish creating your account',
    `(the link works once, for ${VERIFICATION_LINK_TTL_HOURS} hours):`,
    link,
    '',
    'If you did not create an account, ignore this mail: nothing happens without the link.',
  ].join('\n'),
});

/** Sent instead of a confirmation when the address already has an account (register is silent). */
export const alreadyRegisteredMail = (to: string, publicUrl: string): Mail => ({
  to,
  subject: 'You already have a Grindstone account',
  text: [
    'Someone (we hope you) tried to create a Grindstone account with this address, which already has one.',
    '',
    `Sign in: ${publicUrl}/login`,
    `Forgot your password? ${publicUrl}/forgot-password`,
    '',
    'If it was not you, ignore this mail: nothing has changed.',
  ].join('\n'),
});
