/** Private documents (credentials, issue 19): no public address, asked for with the session's token. */
import { ApiError, API_BASE } from './api';
import { getToken } from './storage';

/**
 * Opens a credential's private document in a new tab: asked with the session's token (the
 * document has no public address), then shown from memory.
 */
export async function openCredentialDocument(id: string): Promise<void> {
  // The tab is opened now, inside the click, so no pop-up blocker stops it.
  const tab = window.open('', '_blank');
  const res = await fetch(`${API_BASE}/credentials/${id}/document`, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
  if (!res.ok) {
    tab?.close();
    throw new ApiError(res.status, await res.json().catch(() => null));
  }
  const url = URL.createObjectURL(await res.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
