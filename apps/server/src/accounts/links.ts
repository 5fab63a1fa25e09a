/**
 * The web app's pages that e-mailed links open. The token travels in the fragment (#token=…),
 * which browsers never send to a server: it stays out of access logs, proxies' logs and
 * Referer headers, and the page hands it to the API in a POST body.
 */
export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password#token=${token}`;
}

export function verifyEmailLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify-email#token=${token}`;
}
