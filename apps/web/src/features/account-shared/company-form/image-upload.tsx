import { ACCOUNT_TEXTS, MSG } from '@cimenta/shared';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ImageTooBigError, type ImagePayload, readImage } from '../read-image';
import { toastError } from '../toast';
import classes from './company-form.module.css';

const T = ACCOUNT_TEXTS.company;

/** One image slot (logo, banner photo, list picture): preview, upload, delete. */
export function ImageUpload({
  label,
  hint,
  shape,
  url,
  onUpload,
  onDelete,
}: {
  label: string;
  hint: string;
  shape: 'square' | 'wide';
  url: string | null;
  onUpload: (image: ImagePayload) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const [busy, setBusy] = useState<'upload' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleFile = async (file: File | null) => {
    if (!file) return;
    setError(null);
    let image: ImagePayload;
    try {
      image = await readImage(file);
    } catch (e) {
      const message = e instanceof ImageTooBigError ? MSG.imageTooBig : MSG.invalidImage;
      setError(message);
      toastError(message);
      return;
    }
    setBusy('upload');
    try {
      await onUpload(image);
    } finally {
      setBusy(null);
    }
  };

  const id = `image-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Stack gap={6} role="group" aria-labelledby={id}>
      <Text id={id} fw={500} size="sm">
        {label}{' '}
        <Text span c="dimmed" size="xs">
          ({hint})
        </Text>
      </Text>
      <div
        className={classes.imageFrame} // Square slots stay thumbnail-sized on phones instead of filling the width.
        style={{ aspectRatio: shape === 'square' ? '1 / 1' : '16 / 7', maxWidth: shape === 'square' ? 200 : undefined }}
      >
        {url ? (
          <Image src={url} alt={label} />
        ) : (
          <Stack align="center" gap={4} c="dimmed">
            <IconPhoto size={28} aria-hidden />
            <Text size="xs">{T.noImage}</Text>
          </Stack>
        )}
      </div>
      {/* Three slots share a row at 1280 px: the buttons wrap instead of clipping their labels. */}
      <Group gap="xs" wrap="wrap">
        <FileButton onChange={handleFile} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={busy === 'upload'}
              aria-label={`${url ? T.change : T.upload}: ${label}`}
            >
              {url ? T.change : T.upload}
            </Button>
          )}
        </FileButton>
        {url && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={busy === 'delete'}
            aria-label={T.deleteImage(label)}
            onClick={async () => {
              setBusy('delete');
              try {
                await onDelete();
              } finally {
                setBusy(null);
              }
            }}
          >
            {ACCOUNT_TEXTS.common.delete}
          </Button>
        )}
      </Group>
      {error ? (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {T.imageRule}
        </Text>
      )}
    </Stack>
  );
}
