/** "Ver documento (1,2 MB)": opens a credential's private document (lib/private-document.ts); a failure toasts. */
import { CREDENTIAL_TEXTS, formatBytes } from '@cimenta/shared';
import { Button } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { openCredentialDocument } from '../lib/private-document';
import { showErrorToast } from '../lib/toasts';

export function CredentialDocumentButton({ id, size }: { id: string; size: number }) {
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconFileText size={14} aria-hidden />}
      onClick={() => openCredentialDocument(id).catch((e: Error) => showErrorToast(e.message))}
    >
      {CREDENTIAL_TEXTS.openDocument} ({formatBytes(size)})
    </Button>
  );
}
