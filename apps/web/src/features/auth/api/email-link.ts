import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type EmailLinkKind = 'confirm' | 'undo';

export const confirmEmail = (token: string) => callApi('POST /auth/email/confirm', { body: { token } });
export const undoEmail = (token: string) => callApi('POST /auth/email/undo', { body: { token } });

/** Uses a link mailed by an email change; the page shows its own failure, so no toast. */
export function useEmailLink(kind: EmailLinkKind) {
  return useMutation({ mutationFn: kind === 'confirm' ? confirmEmail : undoEmail, meta: { silent: true } });
}
